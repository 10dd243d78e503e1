/** Spanish texts of every product, by slug, line for line with the English record. */
import type { ProductTexts } from "../types";

export const productTexts: ProductTexts = {
  "verdamol-500-tablets": {
    descriptionList: [
      "Tableta analgésica y antipirética",
      "Indicada para fiebre y dolor leve a moderado",
      "Envasada en tiras blíster de Alu-PVC de 10",
      "Vida útil de 36 meses",
    ],
    keyBenefits: [
      "Alivia la fiebre y los dolores comunes",
      "Bien tolerada por el estómago a las dosis habituales",
      "Apta para adultos y niños mayores de 12 años",
    ],
  },
  "verdamol-650-tablets": {
    descriptionList: [
      "Tableta de paracetamol de mayor concentración",
      "Indicada para fiebre, cefalea y dolor corporal",
      "Tableta ranurada de fácil manejo",
      "Blíster de Alu-PVC de 15 tabletas",
    ],
    keyBenefits: [
      "Alivio de la fiebre y el dolor con menos tabletas por dosis",
      "Molécula consolidada y ampliamente aceptada",
      "Estable en climas cálidos y húmedos",
    ],
  },
  "mericlav-625-tablets": {
    descriptionList: [
      "Penicilina de amplio espectro con un inhibidor de betalactamasas",
      "Indicada para infecciones respiratorias, óticas, cutáneas y del tracto urinario",
      "Empaque en tira Alu-Alu con protección desecante",
      "Conservar a temperatura inferior a 25 °C",
    ],
    keyBenefits: [
      "Cubre microorganismos productores de betalactamasas",
      "Administración dos veces al día",
      "Empaque Alu-Alu protegido de la humedad",
    ],
  },
  "azimer-500-tablets": {
    descriptionList: [
      "Antibiótico macrólido en tableta",
      "Indicada para infecciones del tracto respiratorio y de la piel",
      "Empaque para un tratamiento de tres días",
      "Recubierta con película para facilitar la deglución",
    ],
    keyBenefits: [
      "Tratamiento corto con una toma diaria",
      "Buena penetración tisular",
      "Empaque compacto de tratamiento completo para farmacias",
    ],
  },
  "cefverd-200-tablets": {
    descriptionList: [
      "Cefalosporina oral de tercera generación",
      "Indicada para infecciones urinarias y respiratorias, y para fiebre tifoidea",
      "Blíster Alu-Alu de 10 tabletas",
      "Vida útil de 24 meses",
    ],
    keyBenefits: [
      "Administración oral dos veces al día",
      "Amplia cobertura frente a gramnegativos",
      "Adecuada para la terapia secuencial tras el tratamiento inyectable",
    ],
  },
  "pantomer-40-tablets": {
    descriptionList: [
      "Inhibidor de la bomba de protones gastrorresistente",
      "Indicado para reflujo ácido, gastritis y úlcera péptica",
      "Se toma antes del desayuno",
      "Blíster Alu-Alu de 15 tabletas",
    ],
    keyBenefits: [
      "Control de la acidez con una toma diaria",
      "El recubrimiento gastrorresistente protege el principio activo",
      "Bajo potencial de interacciones medicamentosas",
    ],
  },
  "cetimer-10-tablets": {
    descriptionList: [
      "Antihistamínico de segunda generación",
      "Indicado para rinitis alérgica y urticaria",
      "Tableta pequeña recubierta con película",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Alivio de la alergia con una toma diaria",
      "Bajo perfil sedante",
      "Rápido inicio de acción",
    ],
  },
  "levoverd-5-tablets": {
    descriptionList: [
      "Enantiómero activo de la cetirizina",
      "Indicado para rinitis alérgica estacional y perenne",
      "Tableta recubierta con película en tira blíster",
      "Vida útil de 36 meses",
    ],
    keyBenefits: [
      "Eficaz a la mitad de la dosis de cetirizina",
      "Administración una vez al día",
      "Adecuado para el manejo prolongado de la alergia",
    ],
  },
  "montimer-lc-tablets": {
    descriptionList: [
      "Antagonista de leucotrienos con un antihistamínico",
      "Indicado para rinitis alérgica",
      "Se toma una vez al día, por la noche",
      "Blíster Alu-Alu de 10",
    ],
    keyBenefits: [
      "Dos acciones complementarias en una sola tableta",
      "Una dosis diaria por la noche",
      "Ayuda a aliviar la congestión nasal y los estornudos",
    ],
  },
  "amlomer-5-tablets": {
    descriptionList: [
      "Bloqueador de los canales de calcio",
      "Indicado para hipertensión y angina estable",
      "Tableta ranurada sin recubrimiento",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Control gradual y sostenido de la presión arterial durante 24 horas",
      "Administración una vez al día",
      "Puede combinarse con otros antihipertensivos",
    ],
  },
  "telmiverd-40-tablets": {
    descriptionList: [
      "Antagonista de los receptores de angiotensina II (ARA II)",
      "Indicado para hipertensión esencial",
      "Blíster Alu-Alu de 10 tabletas",
      "Vida útil de 24 meses",
    ],
    keyBenefits: [
      "Control prolongado con una toma diaria",
      "Bien tolerado, con baja incidencia de tos",
      "Disponible en varias concentraciones",
    ],
  },
  "atorverd-10-tablets": {
    descriptionList: [
      "Inhibidor de la HMG-CoA reductasa",
      "Indicado para hipercolesterolemia, como complemento de la dieta",
      "Tableta recubierta con película en empaque Alu-Alu",
      "Conservar protegido de la luz",
    ],
    keyBenefits: [
      "Reduce el colesterol LDL",
      "Una vez al día, a cualquier hora",
      "Amplia trayectoria clínica",
    ],
  },
  "ibumer-400-tablets": {
    descriptionList: [
      "Tableta antiinflamatoria no esteroidea",
      "Indicada para dolor, inflamación y fiebre",
      "Se toma después de las comidas",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Reduce el dolor y la inflamación",
      "También reduce la fiebre",
      "Recubrimiento con película que facilita la deglución",
    ],
  },
  "aceclomer-p-tablets": {
    descriptionList: [
      "Combinación analgésica y antiinflamatoria",
      "Indicada para dolor musculoesquelético y dental",
      "Se toma después de las comidas",
      "Blíster de Alu-PVC de 10",
    ],
    keyBenefits: [
      "Doble acción sobre el dolor y la inflamación",
      "Administración dos veces al día",
      "Combinación ampliamente prescrita",
    ],
  },
  "ondamer-4-md-tablets": {
    descriptionList: [
      "Tableta antiemética bucodispersable",
      "Indicada para náuseas y vómitos",
      "Se disuelve en la lengua sin necesidad de agua",
      "Sabor a menta",
    ],
    keyBenefits: [
      "Útil cuando hay dificultad para tragar",
      "Desintegración rápida",
      "Agradable sabor a menta",
    ],
  },
  "ciproverd-500-tablets": {
    descriptionList: [
      "Antibacteriano del grupo de las fluoroquinolonas",
      "Indicado para infecciones urinarias, gastrointestinales y respiratorias",
      "Tableta recubierta con película",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Actividad de amplio espectro",
      "Administración dos veces al día",
      "Buena absorción oral",
    ],
  },
  "ofloverd-oz-tablets": {
    descriptionList: [
      "Combinación antibacteriana y antiprotozoaria",
      "Indicada para infecciones gastrointestinales mixtas",
      "Se toma después de las comidas",
      "Blíster Alu-Alu de 10",
    ],
    keyBenefits: [
      "Cubre causas bacterianas y protozoarias",
      "Administración dos veces al día",
      "Combinación a dosis fija de uso habitual",
    ],
  },
  "metroverd-400-tablets": {
    descriptionList: [
      "Antimicrobiano nitroimidazólico",
      "Indicado para amebiasis, giardiasis e infecciones por anaerobios",
      "El recubrimiento con película enmascara el sabor amargo",
      "Tira blíster de 15",
    ],
    keyBenefits: [
      "Activo frente a anaerobios y protozoos",
      "Empaque hospitalario económico",
      "Recubrimiento que enmascara el sabor",
    ],
  },
  "albemer-400-tablets": {
    descriptionList: [
      "Antihelmíntico de amplio espectro",
      "Indicado para las parasitosis intestinales más comunes",
      "Masticable, sabor a frutas",
      "Empaque de una sola tableta",
    ],
    keyBenefits: [
      "Tratamiento en dosis única",
      "Masticable, para niños y adultos",
      "Adecuado para programas de desparasitación masiva",
    ],
  },
  "fluconverd-150-tablets": {
    descriptionList: [
      "Antifúngico triazólico",
      "Indicado para candidiasis vaginal e infecciones fúngicas",
      "Blíster de una sola tableta",
      "Vida útil de 36 meses",
    ],
    keyBenefits: [
      "Dosis oral única para las indicaciones habituales",
      "Buena absorción sistémica",
      "Empaque discreto de una sola tableta",
    ],
  },
  "verglim-m2-tablets": {
    descriptionList: [
      "Sulfonilurea con metformina de liberación prolongada",
      "Indicado para diabetes mellitus tipo 2",
      "La tableta bicapa mantiene separados los dos principios activos",
      "Se toma con el desayuno",
    ],
    keyBenefits: [
      "Dos acciones hipoglucemiantes en una sola tableta",
      "Capa de liberación prolongada para un control más estable",
      "Menos tabletas al día",
    ],
  },
  "telmiverd-mt-50-tablets": {
    descriptionList: [
      "ARA II con betabloqueador de liberación prolongada",
      "Indicado para hipertensión",
      "Diseño bicapa con perfiles de liberación independientes",
      "Blíster Alu-Alu de 10",
    ],
    keyBenefits: [
      "Control combinado de la presión arterial y la frecuencia cardíaca",
      "Administración una vez al día",
      "Capa de betabloqueador de liberación prolongada",
    ],
  },
  "voglimer-m-02-tablets": {
    descriptionList: [
      "Inhibidor de la alfa-glucosidasa con metformina",
      "Indicado para diabetes mellitus tipo 2",
      "Se toma justo antes de las comidas",
      "Tableta bicapa en empaque Alu-Alu",
    ],
    keyBenefits: [
      "Actúa sobre la elevación de la glucosa posprandial",
      "Capa de metformina de liberación sostenida",
      "Mecanismos de acción complementarios",
    ],
  },
  "metverd-xr-500-tablets": {
    descriptionList: [
      "Biguanida de liberación prolongada",
      "Indicada para diabetes mellitus tipo 2",
      "Se toma con la cena",
      "Tragar entera; no triturar",
    ],
    keyBenefits: [
      "Administración una vez al día",
      "Menos efectos gastrointestinales que la liberación inmediata",
      "Control glucémico de primera línea",
    ],
  },
  "metverd-xr-1000-tablets": {
    descriptionList: [
      "Metformina de liberación prolongada en alta concentración",
      "Indicada para diabetes mellitus tipo 2",
      "Matriz de liberación prolongada recubierta con película",
      "Tira blíster de 15",
    ],
    keyBenefits: [
      "Dosis diaria completa en una sola tableta",
      "Mejor tolerancia gastrointestinal",
      "Control glucémico estable durante 24 horas",
    ],
  },
  "divalmer-er-500-tablets": {
    descriptionList: [
      "Anticonvulsivo de liberación prolongada",
      "Indicado para epilepsia y manía bipolar, bajo supervisión médica",
      "Tragar entera",
      "Blíster Alu-Alu de 10",
    ],
    keyBenefits: [
      "Liberación prolongada con una toma diaria",
      "Niveles plasmáticos estables",
      "Protección entérica del principio activo",
    ],
  },
  "diclomer-sr-100-tablets": {
    descriptionList: [
      "AINE de liberación sostenida",
      "Indicado para artritis y dolor musculoesquelético crónico",
      "Se toma una vez al día después de las comidas",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Alivio durante todo el día con una sola tableta",
      "Reduce el dolor y la inflamación",
      "Menos dosis que recordar",
    ],
  },
  "glicimer-60-sr-tablets": {
    descriptionList: [
      "Sulfonilurea de liberación modificada",
      "Indicada para diabetes mellitus tipo 2",
      "Se toma con el desayuno",
      "Tableta ranurada de liberación sostenida",
    ],
    keyBenefits: [
      "Control glucémico con una toma diaria",
      "Liberación gradual del principio activo",
      "Divisible para ajustar la dosis",
    ],
  },
  "amoxiverd-500-capsules": {
    descriptionList: [
      "Penicilina de amplio espectro",
      "Indicada para infecciones de oído, garganta, vías respiratorias bajas y vías urinarias",
      "Cápsula de gelatina dura tamaño 0",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Antibiótico de primera línea ampliamente consolidado",
      "Buena absorción oral",
      "Empaque económico para licitaciones",
    ],
  },
  "omemer-20-capsules": {
    descriptionList: [
      "Inhibidor de la bomba de protones en cápsula",
      "Indicado para acidez, reflujo y úlcera péptica",
      "Contiene microgránulos con recubrimiento entérico",
      "Tomar antes del desayuno",
    ],
    keyBenefits: [
      "Control de la acidez con una toma diaria",
      "Microgránulos protegidos del ácido gástrico",
      "Amplia experiencia clínica",
    ],
  },
  "doxymer-100-capsules": {
    descriptionList: [
      "Antibiótico del grupo de las tetraciclinas",
      "Indicado para infecciones respiratorias y acné",
      "Tomar con un vaso lleno de agua",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Administración una o dos veces al día",
      "Actividad de amplio espectro",
      "Estable en condiciones de almacenamiento tropicales",
    ],
  },
  "pregaverd-75-capsules": {
    descriptionList: [
      "Anticonvulsivo para el dolor neuropático",
      "Indicado para neuropatía diabética y neuralgia posherpética",
      "Uso exclusivo bajo prescripción médica",
      "Tira blíster de 14",
    ],
    keyBenefits: [
      "Alivia el dolor neuropático",
      "Administración dos veces al día",
      "Titulación flexible de la dosis",
    ],
  },
  "itraverd-100-capsules": {
    descriptionList: [
      "Antifúngico triazólico en cápsula",
      "Indicado para infecciones fúngicas cutáneas, ungueales y sistémicas",
      "Tomar inmediatamente después de una comida completa",
      "Tira de 4 cápsulas",
    ],
    keyBenefits: [
      "Amplio espectro antifúngico",
      "Formulación en microgránulos para una absorción uniforme",
      "Empaque práctico para el tratamiento completo",
    ],
  },
  "rabimer-dsr-capsules": {
    descriptionList: [
      "Inhibidor de la bomba de protones con un procinético",
      "Indicado para reflujo con distensión abdominal y náuseas",
      "Cápsula con dos tipos de microgránulos",
      "Tomar antes del desayuno",
    ],
    keyBenefits: [
      "Control de la acidez y del vaciamiento gástrico a la vez",
      "Domperidona de liberación sostenida",
      "Una cápsula al día",
    ],
  },
  "pantomer-dsr-capsules": {
    descriptionList: [
      "Inhibidor de la bomba de protones con domperidona de liberación sostenida",
      "Indicado para enfermedad por reflujo y dispepsia",
      "Microgránulos con recubrimiento entérico y de liberación sostenida",
      "Tira blíster de 15",
    ],
    keyBenefits: [
      "Alivio gástrico dos en uno",
      "Administración una vez al día",
      "Los microgránulos liberan el principio activo en el lugar adecuado",
    ],
  },
  "tamsuverd-04-sr-capsules": {
    descriptionList: [
      "Bloqueador alfa-1 selectivo",
      "Indicado para hiperplasia prostática benigna",
      "Tomar después de la misma comida cada día",
      "Microgránulos de liberación modificada",
    ],
    keyBenefits: [
      "Mejora el flujo urinario",
      "Administración una vez al día",
      "Bajo efecto sobre la presión arterial",
    ],
  },
  "ambromer-ls-syrup": {
    descriptionList: [
      "Jarabe expectorante y broncodilatador",
      "Indicado para tos productiva",
      "Base de azúcar, sabor a mango",
      "Incluye vaso dosificador",
    ],
    keyBenefits: [
      "Fluidifica las secreciones",
      "Dilata las vías respiratorias",
      "Sabor agradable que favorece la adherencia al tratamiento",
    ],
  },
  "cetimer-syrup": {
    descriptionList: [
      "Jarabe antihistamínico pediátrico",
      "Indicado para rinitis alérgica y prurito",
      "Sabor a banana",
      "Frasco de PET con vaso dosificador",
    ],
    keyBenefits: [
      "Alivio de la alergia en niños con una toma diaria",
      "Dosificación exacta con el vaso dosificador",
      "Sabor agradable para los niños",
    ],
  },
  "lactumer-syrup": {
    descriptionList: [
      "Solución laxante osmótica",
      "Indicada para estreñimiento",
      "Líquido transparente de sabor dulce",
      "Frasco con vaso dosificador",
    ],
    keyBenefits: [
      "Suave con el intestino",
      "Apta para adultos y niños",
      "Actúa atrayendo agua hacia las heces",
    ],
  },
  "cefverd-50-dry-syrup": {
    descriptionList: [
      "Cefalosporina oral pediátrica",
      "Indicada para infecciones respiratorias y urinarias en niños",
      "Agregar agua hervida y fría hasta la marca",
      "Sabor a fresa",
    ],
    keyBenefits: [
      "Dosificación pediátrica dos veces al día",
      "Polvo seco estable para el transporte de exportación",
      "Incluye vaso dosificador",
    ],
  },
  "mericlav-2285-dry-syrup": {
    descriptionList: [
      "Amoxicilina-clavulanato pediátrico",
      "Indicado para infecciones de oído, garganta y vías respiratorias bajas en niños",
      "Reconstituir justo antes de usar",
      "Conservar la suspensión reconstituida en refrigeración",
    ],
    keyBenefits: [
      "Cubre bacterias productoras de betalactamasas",
      "Administración dos veces al día",
      "Sabor a frutas agradable para los niños",
    ],
  },
  "azimer-200-dry-syrup": {
    descriptionList: [
      "Antibiótico macrólido pediátrico",
      "Indicado para infecciones del tracto respiratorio en niños",
      "Sabor a naranja",
      "Frasco con vaso dosificador",
    ],
    keyBenefits: [
      "Tratamiento corto con una toma diaria",
      "Fácil de reconstituir",
      "Frasco compacto para cajas de exportación",
    ],
  },
  "verdamol-250-suspension": {
    descriptionList: [
      "Suspensión pediátrica de paracetamol",
      "Indicada para fiebre y dolor en niños",
      "Agítese bien antes de usar",
      "Sabor a naranja",
    ],
    keyBenefits: [
      "Alivia la fiebre en los niños",
      "Dosificación según el peso corporal",
      "Base de azúcar, sabor agradable",
    ],
  },
  "albemer-suspension": {
    descriptionList: [
      "Suspensión antihelmíntica de amplio espectro",
      "Indicada para parasitosis intestinales",
      "Frasco de dosis única",
      "Agítese bien antes de usar",
    ],
    keyBenefits: [
      "Desparasitación en dosis única",
      "Apta para niños pequeños",
      "Agradable sabor a frutas",
    ],
  },
  "gelmer-antacid-suspension": {
    descriptionList: [
      "Suspensión antiácida y antiflatulenta",
      "Indicada para acidez, pirosis y gases",
      "Sabor a menta",
      "Agítese bien antes de usar",
    ],
    keyBenefits: [
      "Alivio rápido de la pirosis",
      "Reduce la distensión abdominal",
      "Refrescante sabor a menta",
    ],
  },
  "verdamol-paediatric-drops": {
    descriptionList: [
      "Gotas orales de paracetamol para lactantes",
      "Indicadas para fiebre y dolor en lactantes",
      "Incluye gotero calibrado",
      "Sabor a frutas",
    ],
    keyBenefits: [
      "Dosis precisa para niños pequeños",
      "Alivio rápido de la fiebre",
      "Gotero calibrado para una dosificación exacta",
    ],
  },
  "ciproverd-eye-and-ear-drops": {
    descriptionList: [
      "Gotas antibacterianas estériles",
      "Indicadas para conjuntivitis bacteriana e infecciones del oído",
      "No tocar la punta del gotero",
      "Desechar un mes después de abierto",
    ],
    keyBenefits: [
      "Trata infecciones oculares y óticas con un solo producto",
      "Solución estéril con conservante",
      "Frasco gotero fácil de presionar",
    ],
  },
  "triaxverd-1-g-injection": {
    descriptionList: [
      "Cefalosporina inyectable de tercera generación",
      "Indicada para infecciones bacterianas graves en el ámbito hospitalario",
      "Polvo seco para reconstituir",
      "Para uso intramuscular o intravenoso",
    ],
    keyBenefits: [
      "Una dosis diaria para la mayoría de las infecciones",
      "Antibiótico hospitalario de amplio espectro",
      "Se suministra con diluyente",
    ],
  },
  "cefomer-s-15-g-injection": {
    descriptionList: [
      "Cefalosporina con un inhibidor de betalactamasas",
      "Indicada para infecciones intraabdominales e intrahospitalarias",
      "Polvo seco estéril",
      "Para uso intravenoso o intramuscular",
    ],
    keyBenefits: [
      "Cobertura ampliada de microorganismos resistentes",
      "Suministro para hospitales y licitaciones",
      "Vial de polvo seco estable",
    ],
  },
  "pantomer-iv-40-injection": {
    descriptionList: [
      "Inhibidor de la bomba de protones intravenoso",
      "Indicado cuando no es posible la vía oral",
      "Polvo liofilizado para reconstituir",
      "Exclusivamente para uso intravenoso",
    ],
    keyBenefits: [
      "Supresión rápida de la acidez",
      "Facilita la transición a la terapia oral",
      "Se suministra con diluyente",
    ],
  },
  "ondamer-injection": {
    descriptionList: [
      "Antiemético inyectable",
      "Indicado para náuseas posoperatorias y asociadas a la quimioterapia",
      "2 ml de solución por vial",
      "Para uso intramuscular o intravenoso",
    ],
    keyBenefits: [
      "Control rápido de náuseas y vómitos",
      "Solución lista para usar",
      "Ampliamente utilizado en cirugía y oncología",
    ],
  },
  "diclomer-gel": {
    descriptionList: [
      "Gel analgésico no graso",
      "Indicado para esguinces, dolor de espalda y dolor articular",
      "Solo para uso externo",
      "Tubo laminado de 30 g",
    ],
    keyBenefits: [
      "Actúa directamente en la zona del dolor",
      "Sensación refrescante y no grasa",
      "Evita recurrir a tabletas en dolores leves",
    ],
  },
  "clindamer-gel": {
    descriptionList: [
      "Gel antibacteriano tópico",
      "Indicado para acné vulgar",
      "Aplicar una capa delgada dos veces al día",
      "Tubo laminado de 20 g",
    ],
    keyBenefits: [
      "Actúa donde se forma el acné",
      "Base acuosa y no comedogénico",
      "Textura ligera para piel grasa",
    ],
  },
  "fosfomer-3-g-sachet": {
    descriptionList: [
      "Granulado oral para solución",
      "Indicado para infecciones no complicadas del tracto urinario en mujeres",
      "Disolver en medio vaso de agua",
      "Sobre monodosis",
    ],
    keyBenefits: [
      "Tratamiento en dosis única",
      "Sabor a naranja",
      "Sobre práctico para llevar de viaje",
    ],
  },
  "clotrimer-dusting-powder": {
    descriptionList: [
      "Polvo antifúngico de uso tópico",
      "Indicado para infecciones fúngicas de la piel en pliegues y pies",
      "Solo para uso externo",
      "Envase con tapa espolvoreadora",
    ],
    keyBenefits: [
      "Mantiene seca la piel afectada",
      "Fácil de aplicar en zonas extensas",
      "Complementa las cremas antifúngicas",
    ],
  },
  "verdomega-1000-softgels": {
    descriptionList: [
      "Aceite de pescado omega-3 refinado",
      "Contribuye a la salud cardiovascular y cerebral como parte de una dieta equilibrada",
      "Cápsula blanda sabor limón para reducir el regusto a pescado",
      "Frasco de HDPE con sello de inducción",
    ],
    keyBenefits: [
      "Fuente diaria de EPA y DHA",
      "Cápsula blanda fácil de tragar",
      "Aceite obtenido por destilación molecular",
    ],
  },
  "d3verd-60k-softgels": {
    descriptionList: [
      "Vitamina D3 semanal de alta concentración",
      "Se utiliza para corregir la deficiencia de vitamina D bajo indicación profesional",
      "Una cápsula blanda por semana o según indicación",
      "Blíster de 4 cápsulas blandas",
    ],
    keyBenefits: [
      "Práctica dosis una vez por semana",
      "Contribuye a la salud ósea y muscular",
    ],
  },
  "evermer-400-softgels": {
    descriptionList: [
      "Cápsula blanda de vitamina E antioxidante",
      "Contribuye al cuidado de la piel y el cabello como parte de la rutina diaria",
      "Cápsula blanda transparente color ámbar",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Antioxidante liposoluble",
      "Muy utilizada en rutinas de cuidado de la piel",
      "Empaque en blíster estable",
    ],
  },
  "cardimer-q10-softgels": {
    descriptionList: [
      "Coenzima Q10 con omega-3",
      "Contribuye a la energía celular y a la salud cardiovascular",
      "Cápsula blanda de base oleosa para una mejor absorción",
      "Frasco de HDPE con 30 cápsulas",
    ],
    keyBenefits: [
      "Combina dos nutrientes beneficiosos para el corazón",
      "La base oleosa favorece la absorción de la CoQ10",
      "Una cápsula blanda al día",
    ],
  },
  "lycomer-softgels": {
    descriptionList: [
      "Cápsula blanda multivitamínica antioxidante",
      "Contribuye al bienestar general y a la recuperación",
      "Cápsula blanda opaca de color marrón rojizo",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Amplia combinación antioxidante",
      "Vitaminas y minerales en una sola cápsula blanda",
    ],
  },
  "primrose-verd-1000-softgels": {
    descriptionList: [
      "Aceite de onagra prensado en frío",
      "Contribuye a la hidratación de la piel y al bienestar femenino",
      "Cápsula blanda transparente en frasco ámbar",
      "Protegido de la luz",
    ],
    keyBenefits: [
      "Fuente natural de GLA (ácido gamma-linolénico)",
      "Cuida la piel desde el interior",
    ],
  },
  "ashvamer-500-capsules": {
    descriptionList: [
      "Extracto estandarizado de ashwagandha",
      "Planta tradicional para el estrés y la vitalidad",
      "Cápsula vegetariana de HPMC",
      "Frasco de HDPE de 60",
    ],
    keyBenefits: [
      "Estandarizado para una concentración uniforme",
      "Apto para vegetarianos",
      "Favorece la calma y la energía",
    ],
  },
  "floraverd-probiotic-capsules": {
    descriptionList: [
      "Probiótico multicepa con fibra prebiótica",
      "Contribuye al equilibrio digestivo",
      "Blíster Alu-Alu para protección contra la humedad",
      "Conservar en un lugar fresco y seco",
    ],
    keyBenefits: [
      "Tres cepas ampliamente estudiadas",
      "Incluye prebiótico",
      "Empaque protegido de la humedad",
    ],
  },
  "curcumer-500-capsules": {
    descriptionList: [
      "Extracto de cúrcuma con extracto de pimienta negra",
      "Usado tradicionalmente para el bienestar articular",
      "Cápsula vegetariana",
      "Frasco de HDPE de 60",
    ],
    keyBenefits: [
      "La piperina favorece la absorción de la curcumina",
      "Estandarizado al 95 % de curcuminoides",
      "Cápsula de origen vegetal",
    ],
  },
  "silymer-140-capsules": {
    descriptionList: [
      "Extracto de cardo mariano",
      "Usado tradicionalmente como apoyo a la salud hepática",
      "Cápsula de gelatina dura",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Cardo mariano estandarizado",
      "Una cápsula dos veces al día",
    ],
  },
  "verdafizz-multivitamin-effervescent-tablets": {
    descriptionList: [
      "Tableta multivitamínica para preparar una bebida, sabor naranja",
      "Disolver una tableta en un vaso de agua",
      "Tubo a prueba de humedad con tapa desecante",
      "Fórmula sin azúcar",
    ],
    keyBenefits: [
      "Vitaminas diarias en una bebida refrescante",
      "Contribuye a la energía y a la inmunidad",
      "Sin azúcar",
    ],
  },
  "verdafizz-c-1000-effervescent-tablets": {
    descriptionList: [
      "Vitamina C de alta concentración con zinc",
      "Contribuye al funcionamiento normal del sistema inmunitario",
      "Sabor a limón",
      "Tubo de 15 tabletas",
    ],
    keyBenefits: [
      "1000 mg de vitamina C por tableta",
      "Con zinc añadido",
      "Agradable bebida efervescente",
    ],
  },
  "calcifizz-500-effervescent-tablets": {
    descriptionList: [
      "Tableta de calcio y vitamina D3 para preparar una bebida",
      "Contribuye a la salud ósea",
      "Sabor a naranja",
      "Tubo de 10 tabletas",
    ],
    keyBenefits: [
      "Más fácil que tragar tabletas grandes",
      "La vitamina D3 favorece la absorción del calcio",
    ],
  },
  "hydrafizz-electrolyte-effervescent-tablets": {
    descriptionList: [
      "Tableta de electrolitos para preparar una bebida en días de actividad",
      "Ayuda a reponer los minerales perdidos con el sudor",
      "Sabor lima-limón, bajo en calorías",
      "Tubo de 20",
    ],
    keyBenefits: [
      "Apoyo rápido a la hidratación",
      "Tubo portátil",
      "Fórmula baja en calorías",
    ],
  },
  "proverd-whey-protein-powder": {
    descriptionList: [
      "Concentrado de proteína de suero de leche",
      "Contribuye a la recuperación muscular junto con el ejercicio",
      "Intenso sabor a chocolate",
      "Envase con cuchara medidora incluida",
    ],
    keyBenefits: [
      "24 g de proteína por porción",
      "Se mezcla fácilmente con agua o leche",
      "BCAA presentes de forma natural",
    ],
  },
  "proverd-plant-protein-powder": {
    descriptionList: [
      "Mezcla de proteínas vegana",
      "Proteína de arveja y de arroz integral",
      "Sin sabor; se integra fácilmente en batidos",
      "Envase con cuchara medidora",
    ],
    keyBenefits: [
      "Perfil completo de aminoácidos de origen vegetal",
      "Libre de lácteos y soya",
      "Sabor neutro",
    ],
  },
  "nutrimer-protein-powder": {
    descriptionList: [
      "Polvo para bebida con proteínas y micronutrientes",
      "Contribuye a la nutrición diaria de los adultos",
      "Sabor a vainilla",
      "Mezclar dos medidas en leche",
    ],
    keyBenefits: [
      "Proteína y energía en equilibrio",
      "Con vitaminas, minerales y DHA añadidos",
      "Agradable sabor a vainilla",
    ],
  },
  "collamer-marine-collagen-powder": {
    descriptionList: [
      "Péptidos de colágeno marino hidrolizado",
      "Contribuye a la elasticidad de la piel y al cuidado del cabello desde el interior",
      "Sin sabor, se disuelve en agua o jugo",
      "Envase con cuchara medidora",
    ],
    keyBenefits: [
      "Péptidos de bajo peso molecular",
      "Con vitamina C y biotina añadidas",
      "Sin azúcar añadida",
    ],
  },
  "fibroverd-psyllium-husk-powder": {
    descriptionList: [
      "Fibra soluble natural",
      "Favorece el tránsito intestinal regular",
      "Tomar con un vaso lleno de agua",
      "Envase resellable",
    ],
    keyBenefits: [
      "Alto contenido de fibra, sin azúcar añadida",
      "Regularidad intestinal diaria y suave",
    ],
  },
  "hydraverd-energy-drink-sachet": {
    descriptionList: [
      "Polvo para bebida con glucosa y electrolitos",
      "Para obtener energía rápida en situaciones de calor y esfuerzo físico",
      "Sabor a naranja",
      "Mezclar un sobre en 200 ml de agua",
    ],
    keyBenefits: [
      "Bebida energética instantánea",
      "Repone electrolitos",
      "Sobre de una porción",
    ],
  },
  "floraverd-kids-probiotic-sachet": {
    descriptionList: [
      "Probiótico en polvo para niños",
      "Contribuye al equilibrio digestivo",
      "Mezclar con agua fría o leche",
      "Sobre de aluminio a prueba de humedad",
    ],
    keyBenefits: [
      "Sin sabor, fácil de administrar a los niños",
      "Con prebiótico añadido",
    ],
  },
  "argimer-3-g-sachet": {
    descriptionList: [
      "Aminoácido L-arginina con extracto de semilla de uva",
      "Contribuye a la circulación y a la vitalidad general",
      "Gránulos sabor a naranja",
      "Disolver en un vaso de agua",
    ],
    keyBenefits: [
      "Práctico sobre monodosis",
      "Con proantocianidinas antioxidantes añadidas",
      "Agradable sabor a naranja",
    ],
  },
  "vitamer-multivitamin-syrup": {
    descriptionList: [
      "Jarabe multivitamínico con lisina",
      "Contribuye al crecimiento y al apetito de los niños",
      "Sabor a frutas mixtas",
      "Frasco con vaso dosificador",
    ],
    keyBenefits: [
      "Aporte vitamínico completo",
      "Lisina para niños en crecimiento",
      "Sabor agradable para los niños",
    ],
  },
  "ferromer-syrup": {
    descriptionList: [
      "Jarabe de hierro y ácido fólico",
      "Contribuye a mantener niveles saludables de hemoglobina",
      "Bajo regusto metálico",
      "Frasco con vaso dosificador",
    ],
    keyBenefits: [
      "Ascorbato ferroso de buena absorción",
      "Con ácido fólico y zinc añadidos",
      "Bien tolerado por el estómago",
    ],
  },
  "calcimer-syrup": {
    descriptionList: [
      "Jarabe en suspensión de calcio y vitamina D3",
      "Contribuye al desarrollo de huesos y dientes",
      "Agítese bien antes de usar",
      "Sabor a mango",
    ],
    keyBenefits: [
      "Calcio con vitamina D3",
      "Sabor agradable para los niños",
    ],
  },
  "calcimer-500-tablets": {
    descriptionList: [
      "Tableta de calcio y vitamina D3",
      "Contribuye a la salud ósea en adultos",
      "Tableta ovalada recubierta con película",
      "Tira blíster de 15",
    ],
    keyBenefits: [
      "Complemento diario de calcio",
      "Vitamina D3 para favorecer la absorción",
      "Recubrimiento que facilita la deglución",
    ],
  },
  "biomer-10-tablets": {
    descriptionList: [
      "Biotina de alta concentración",
      "Contribuye a la salud del cabello, la piel y las uñas",
      "Tableta pequeña sin recubrimiento",
      "Tres tiras blíster de 10",
    ],
    keyBenefits: [
      "Una tableta al día",
      "Suplemento muy solicitado para el cuidado del cabello",
    ],
  },
  "ferromer-xt-tablets": {
    descriptionList: [
      "Tableta de hierro y ácido fólico",
      "Contribuye a mantener niveles saludables de hemoglobina en adultos",
      "Tableta recubierta con película",
      "Tira blíster de 10",
    ],
    keyBenefits: [
      "Alto contenido de hierro elemental por tableta",
      "Con ácido fólico añadido",
      "Administración una vez al día",
    ],
  },
  "vitamer-daily-tablets": {
    descriptionList: [
      "Multivitamínico y multimineral de uso diario",
      "Cubre las carencias nutricionales más comunes",
      "Una tableta después del desayuno",
      "Caja con tres tiras de 10 tabletas",
    ],
    keyBenefits: [
      "Fórmula completa de una toma diaria",
      "Contribuye a la energía y a la inmunidad",
      "Apto para adultos",
    ],
  },
  "d3verd-drops": {
    descriptionList: [
      "Gotas orales de vitamina D3 para lactantes",
      "Contribuye al desarrollo óseo normal",
      "Gotero calibrado",
      "Sin azúcar y sin colorantes artificiales",
    ],
    keyBenefits: [
      "Dosis diaria exacta para lactantes",
      "Fórmula sin azúcar",
    ],
  },
  "verdaleaf-neem-tulsi-soap": {
    descriptionList: [
      "Jabón de baño herbal de grado 1",
      "Con extractos de hojas de neem y tulsi",
      "Espuma abundante, fresca fragancia herbal",
      "Envuelto individualmente en flow pack, en caja impresa",
    ],
    keyBenefits: [
      "Limpieza profunda para el uso diario",
      "Apto para todo tipo de piel",
      "Hierbas tradicionales de la India",
    ],
  },
  "verdaleaf-aloe-cucumber-soap": {
    descriptionList: [
      "Jabón de baño hidratante",
      "Con aloe vera y pepino",
      "Barra verde claro de aspecto translúcido",
      "Caja impresa",
    ],
    keyBenefits: [
      "Deja la piel suave y fresca",
      "Limpieza diaria suave",
    ],
  },
  "verdaleaf-sandalwood-soap": {
    descriptionList: [
      "Jabón de baño premium de sándalo",
      "Clásica fragancia cálida de sándalo",
      "Barra pistilada de larga duración",
      "Caja tipo regalo",
    ],
    keyBenefits: [
      "Fragancia duradera",
      "Espuma cremosa y abundante",
      "Muy solicitado en los mercados de Medio Oriente y África",
    ],
  },
  "verdaleaf-charcoal-soap": {
    descriptionList: [
      "Barra de carbón activado para rostro y cuerpo",
      "Con un toque de aceite de árbol de té",
      "Llamativa barra negra",
      "Caja impresa",
    ],
    keyBenefits: [
      "Ayuda a eliminar el exceso de grasa y la suciedad",
      "Sensación fresca y limpia",
    ],
  },
  "verdaleaf-glycerin-honey-soap": {
    descriptionList: [
      "Jabón transparente de glicerina",
      "Enriquecido con miel",
      "Barra transparente color ámbar",
      "Suave para la piel seca",
    ],
    keyBenefits: [
      "Limpieza suave sin sensación de tirantez",
      "Ayuda a la piel a retener la humedad",
      "Lo bastante suave para el uso facial diario",
    ],
  },
  "verdaleaf-ubtan-turmeric-saffron-soap": {
    descriptionList: [
      "Jabón de baño inspirado en el ubtan tradicional",
      "Con cúrcuma, azafrán y harina de garbanzo",
      "Barra de color amarillo dorado",
      "Caja impresa",
    ],
    keyBenefits: [
      "Inspirado en un ritual de belleza tradicional de la India",
      "Aporta un aspecto fresco y luminoso",
      "Fragancia cálida y natural",
    ],
  },
  "verdaleaf-goat-milk-oatmeal-soap": {
    descriptionList: [
      "Jabón de baño cremoso de leche de cabra",
      "Con avena y manteca de karité",
      "Fragancia suave",
      "Caja impresa",
    ],
    keyBenefits: [
      "Espuma suave y cremosa",
      "Apto para piel sensible y seca",
    ],
  },
  "verdaleaf-lemon-mint-soap": {
    descriptionList: [
      "Jabón de baño refrescante",
      "Con aceites de limón y menta piperita",
      "Sensación refrescante para climas cálidos",
      "Barra en envoltura flow pack",
    ],
    keyBenefits: [
      "Estimulante sensación refrescante",
      "Fresca fragancia cítrica",
    ],
  },
  "verdaleaf-pure-aloe-vera-gel": {
    descriptionList: [
      "Gel de aloe vera multiuso",
      "Para rostro, cuerpo y cabello",
      "No pegajoso, de rápida absorción",
      "Tubo con tapa abatible",
    ],
    keyBenefits: [
      "Calma e hidrata la piel",
      "Alivia la piel después de la exposición al sol",
      "Lo bastante ligero para la piel grasa",
    ],
  },
  "verdaleaf-neem-face-wash-gel": {
    descriptionList: [
      "Gel limpiador facial con neem",
      "Gel limpiador sin jabón",
      "Uso diario, mañana y noche",
      "Tubo flexible",
    ],
    keyBenefits: [
      "Elimina la grasa y las impurezas",
      "Deja la piel fresca, sin resecarla",
      "Apto para piel grasa y mixta",
    ],
  },
  "verdaleaf-vitamin-c-face-gel": {
    descriptionList: [
      "Gel facial ligero con vitamina C",
      "Con niacinamida y hialuronato",
      "Usar por la mañana, debajo del protector solar",
      "Tubo tipo airless",
    ],
    keyBenefits: [
      "Ilumina el cutis de aspecto apagado",
      "Hidratación sin aceites",
      "Derivado estable de vitamina C",
    ],
  },
  "verdaleaf-cucumber-under-eye-gel": {
    descriptionList: [
      "Gel refrescante para el contorno de ojos",
      "Con pepino y cafeína",
      "Tubo con aplicador de punta fina",
      "Sin fragancia",
    ],
    keyBenefits: [
      "Refresca la mirada de aspecto cansado",
      "Textura ligera y refrescante",
    ],
  },
  "verdaleaf-hyaluronic-hydrating-gel": {
    descriptionList: [
      "Gel hidratante de base acuosa",
      "Con ácido hialurónico y pantenol",
      "Sin fragancia",
      "Apto para usar debajo del maquillaje",
    ],
    keyBenefits: [
      "Hidratación prolongada",
      "Acabado no graso",
      "Ideal para climas húmedos",
    ],
  },
  "verdaleaf-tea-tree-spot-gel": {
    descriptionList: [
      "Gel de acción localizada para piel con tendencia a imperfecciones",
      "Con aceite de árbol de té y niacinamida",
      "Aplicar una pequeña cantidad donde sea necesario",
      "Tubo de bolsillo",
    ],
    keyBenefits: [
      "Atenúa el aspecto de las imperfecciones",
      "Gel transparente de secado rápido",
    ],
  },
  "verdaleaf-hair-styling-gel": {
    descriptionList: [
      "Gel fijador para el cabello de fijación fuerte",
      "Con aloe vera y provitamina B5",
      "Se retira fácilmente con agua",
      "Tubo flexible",
    ],
    keyBenefits: [
      "Fijación fuerte durante todo el día",
      "No deja residuos blancos",
    ],
  },
  "verdaleaf-charcoal-peel-off-gel-mask": {
    descriptionList: [
      "Mascarilla facial en gel tipo peel-off",
      "Con carbón activado",
      "Usar una o dos veces por semana",
      "Tubo con boquilla fina",
    ],
    keyBenefits: [
      "Retira la suciedad superficial y las células muertas",
      "Deja la piel con una sensación suave",
      "Un divertido ritual peel-off",
    ],
  },
  "verdaleaf-multani-mitti-face-pack-powder": {
    descriptionList: [
      "Mascarilla facial en polvo de arcilla natural",
      "Mezclar con agua de rosas o agua natural",
      "Aplicar, dejar secar y enjuagar",
      "Frasco resellable",
    ],
    keyBenefits: [
      "Absorbe el exceso de grasa",
      "Deja la piel renovada",
      "Ingredientes puros y naturales",
    ],
  },
  "verdaleaf-ubtan-face-pack-powder": {
    descriptionList: [
      "Mascarilla facial tradicional de ubtan",
      "Mezclar con leche, yogur natural o agua de rosas",
      "Textura suavemente exfoliante",
      "Frasco resellable",
    ],
    keyBenefits: [
      "Receta de belleza india de larga tradición",
      "Exfolia suavemente",
      "Aporta un aspecto fresco y uniforme",
    ],
  },
  "verdaleaf-cooling-body-powder": {
    descriptionList: [
      "Polvo corporal refrescante sin talco",
      "Con mentol y neem",
      "Para usar después del baño",
      "Frasco con tapa espolvoreadora",
    ],
    keyBenefits: [
      "Mantiene la piel con una sensación seca y fresca",
      "Sensación refrescante en climas calurosos",
    ],
  },
  "verdaleaf-herbal-hair-wash-powder": {
    descriptionList: [
      "Limpiador capilar herbal tradicional",
      "Shikakai, reetha, amla e hibisco",
      "Mezclar con agua tibia hasta formar una pasta",
      "Bolsa resellable",
    ],
    keyBenefits: [
      "Limpieza sin químicos",
      "Receta herbal tradicional",
      "Suave con el cuero cabelludo",
    ],
  },
};
