import type { Messages } from "../../types";

export const quotation: Messages["quotation"] = {
  title: "Cotización {number}",
  sent: "Versión {version}, enviada el {date}",
  validUntil: "Válida hasta el {date}",
  columns: {
    product: "Producto",
    quantity: "Cantidad",
    unit: "Unidad",
    unitPrice: "Precio unitario",
    total: "Total",
  },
  subtotal: "Subtotal",
  discount: "Descuento ({percent} %)",
  total: "Total",
  terms: {
    delivery: "Condiciones de entrega",
    payment: "Condiciones de pago",
    leadTime: "Plazo de entrega",
    notes: "Observaciones",
  },
  acceptHeading: "Aceptar",
  acceptHint:
    "Al aceptar, nos pide que preparemos la factura proforma con estas condiciones.",
  accept: "Aceptar esta cotización",
  declineHeading: "Rechazar",
  reason: "Motivo",
  note: "Lo que quiera decirnos (opcional)",
  decline: "Rechazar esta cotización",
  reasons: {
    price: "El precio",
    "lead-time": "El plazo de entrega",
    "other-supplier": "Elegimos otro proveedor",
    "no-registration": "El producto no está registrado en nuestro país",
    other: "Otro motivo",
  },
  accepted:
    "Gracias: aceptó esta cotización el {date}. Le enviaremos la factura proforma.",
  declined: "Rechazó esta cotización el {date}. Gracias por comunicárnoslo.",
  expired:
    "Esta cotización era válida hasta el {date}. Escríbanos para recibir una nueva.",
  replaced:
    "Esta cotización se ha revisado: abra el enlace de nuestro último correo.",
  unknown:
    "Este enlace no es válido. Compruebe que abrió la dirección completa de nuestro correo.",
  reasonRequired: "Elija un motivo",
  noteTooLong: "Máximo 1000 caracteres",
};
