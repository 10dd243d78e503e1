/**
 * Packaging drawings, one per kind of pack. Each returns what goes under the label text,
 * the label's rectangle, and what goes over it (props lying in front of the pack), so the
 * caller can lay out the text without knowing the shape.
 */
import type { SeededDosageForm as DosageForm } from "../../app/schemas/product-vocabulary";
import { n, ridges, type Rect } from "./svg";

export type PackView = "front" | "back";

export interface PackStyle {
  accent: string;
  view: PackView;
  form: DosageForm;
  /** Colour of the product itself: tablet, soap bar, powder, softgel. */
  productColour: string;
}

export interface PackDrawing {
  under: string;
  label: Rect;
  over: string;
}

const AMBER = "#8a4b12";
const LINE = "#cbd5e1";

function labelPanel(r: Rect): string {
  return `<rect x="${n(r.x)}" y="${n(r.y)}" width="${n(r.w)}" height="${n(r.h)}" rx="6" fill="#fff"/>`;
}

function glassShine(x: number, y: number, h: number): string {
  return `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#fff" opacity=".22"/>`;
}

function cartonWithBlister(s: PackStyle): PackDrawing {
  const label = { x: 128, y: 160, w: 234, h: 272 };
  const under =
    `<path d="M120 150L168 118H420L372 150Z" fill="#f1f5f9" stroke="${LINE}"/>` +
    `<path d="M372 150L420 118V440L372 472Z" fill="${s.accent}"/>` +
    `<rect x="120" y="150" width="252" height="322" fill="#fff" stroke="${LINE}"/>` +
    `<rect x="120" y="440" width="252" height="32" fill="${s.accent}"/>` +
    `<path d="M120 440L180 400H372V440Z" fill="${s.accent}" opacity=".15"/>`;
  let cells = "";
  for (let row = 0; row < 5; row++) {
    for (const cx of [452, 508]) {
      const cy = 262 + row * 52;
      if (s.view === "back") {
        cells += `<circle cx="${cx}" cy="${cy}" r="19" fill="#e2e8f0" stroke="#94a3b8" stroke-width="1"/>`;
        continue;
      }
      cells += `<circle cx="${cx}" cy="${cy}" r="21" fill="#f8fafc" stroke="#94a3b8"/>`;
      if (s.form === "Bilayer Tablets") {
        cells +=
          `<path d="M${cx - 15} ${cy}a15 15 0 0 1 30 0Z" fill="#fff" stroke="${LINE}"/>` +
          `<path d="M${cx - 15} ${cy}a15 15 0 0 0 30 0Z" fill="${s.productColour}"/>`;
      } else if (s.form === "Tablets") {
        cells += `<circle cx="${cx}" cy="${cy}" r="15" fill="${s.productColour}" stroke="${LINE}"/>`;
      } else {
        // Modified-release tablets are usually oblong: the shape tells them apart at a glance.
        cells += `<rect x="${cx - 18}" y="${cy - 10}" width="36" height="20" rx="10" fill="${s.productColour}" stroke="${LINE}"/>`;
      }
    }
  }
  const perforations =
    s.view === "back"
      ? `<path d="M428 288H532M428 340H532M428 392H532M428 444H532" stroke="#94a3b8" stroke-dasharray="4 4"/>`
      : "";
  const over =
    `<g transform="rotate(10 480 380)"><rect x="420" y="230" width="120" height="270" rx="10" ` +
    `fill="${s.view === "back" ? "#cbd5e1" : "#e2e8f0"}" stroke="#94a3b8"/>${perforations}${cells}</g>`;
  return { under, label, over };
}

function capsule(x: number, y: number, angle: number, accent: string, pellets: boolean): string {
  const dots = pellets
    ? `<circle cx="-20" cy="-3" r="2.5" fill="${accent}"/><circle cx="-12" cy="4" r="2.5" fill="${accent}"/><circle cx="-6" cy="-4" r="2.5" fill="${accent}"/>`
    : "";
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})">` +
    `<rect x="-30" y="-12" width="60" height="24" rx="12" fill="${pellets ? "#f1f5f9" : "#fff"}" stroke="${LINE}"/>` +
    `<path d="M0 -12H18a12 12 0 0 1 0 24H0Z" fill="${accent}"/>${dots}</g>`
  );
}

function capsuleBottle(s: PackStyle): PackDrawing {
  const pellets = s.form === "Sustained Release Capsules";
  const under =
    `<rect x="228" y="126" width="144" height="64" rx="8" fill="${s.accent}"/>${ridges(228, 132, 144, 52, 12)}` +
    `<rect x="238" y="188" width="124" height="18" fill="#e2e8f0"/>` +
    `<path d="M200 242Q200 206 238 206H362Q400 206 400 242V490Q400 512 378 512H222Q200 512 200 490Z" fill="#f8fafc" stroke="${LINE}"/>` +
    `<rect x="384" y="240" width="10" height="250" rx="5" fill="#e2e8f0"/>`;
  const label = { x: 208, y: 256, w: 184, h: 224 };
  const over =
    capsule(455, 500, -20, s.productColour, pellets) +
    capsule(515, 468, 35, s.productColour, pellets) +
    capsule(140, 500, 14, s.productColour, pellets);
  return { under: under + labelPanel(label), label, over };
}

function softgel(x: number, y: number, angle: number, colour: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle})"><ellipse rx="28" ry="15" fill="${colour}" opacity=".9"/>` +
    `<ellipse cx="-8" cy="-5" rx="10" ry="4" fill="#fff" opacity=".5"/></g>`
  );
}

function softgelJar(s: PackStyle): PackDrawing {
  const under =
    `<rect x="168" y="168" width="264" height="66" rx="10" fill="${s.accent}"/>${ridges(168, 176, 264, 50, 14)}` +
    `<rect x="160" y="228" width="280" height="282" rx="30" fill="${AMBER}"/>${glassShine(174, 250, 236)}`;
  const label = { x: 180, y: 262, w: 240, h: 214 };
  const over =
    softgel(470, 508, -15, s.productColour) +
    softgel(522, 482, 24, s.productColour) +
    softgel(126, 506, 10, s.productColour);
  return { under: under + labelPanel(label), label, over };
}

function syrupBottle(s: PackStyle): PackDrawing {
  const plastic = s.form === "Suspension";
  const body = plastic ? "#f8fafc" : AMBER;
  const capFill = s.form === "Dry Syrup" ? "#fff" : s.accent;
  const under =
    `<rect x="244" y="96" width="112" height="60" rx="8" fill="${capFill}" stroke="${s.accent}" stroke-width="${s.form === "Dry Syrup" ? 4 : 0}"/>` +
    ridges(244, 102, 112, 48, 11, s.form === "Dry Syrup" ? s.accent : "#fff") +
    `<rect x="258" y="154" width="84" height="24" fill="${body}" stroke="${plastic ? LINE : body}"/>` +
    `<path d="M258 178H342Q408 196 408 250V492Q408 514 386 514H214Q192 514 192 492V250Q192 196 258 178Z" fill="${body}" stroke="${plastic ? LINE : body}"/>` +
    (plastic ? "" : glassShine(204, 250, 234));
  const label = { x: 206, y: 258, w: 188, h: 226 };
  // The measuring cup is what tells a buyer at a glance that this is an oral liquid.
  const over =
    `<path d="M420 412H524L512 516H432Z" fill="#fff" fill-opacity=".8" stroke="#94a3b8" stroke-width="2"/>` +
    `<path d="M424 412H520" stroke="#94a3b8" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M434 440h18M436 462h12M438 484h16" stroke="${s.accent}" stroke-width="2"/>`;
  return { under: under + labelPanel(label), label, over };
}

function drop(x: number, y: number, scale: number, accent: string): string {
  return `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 -24C8 -10 16 0 16 8A16 16 0 0 1 -16 8C-16 0 -8 -10 0 -24Z" fill="${accent}" opacity=".45"/>`;
}

function dropperBottle(s: PackStyle): PackDrawing {
  const under =
    `<path d="M272 158V118Q272 80 300 80Q328 80 328 118V158Z" fill="#334155"/>` +
    `<rect x="250" y="156" width="100" height="56" rx="6" fill="${s.accent}"/>${ridges(250, 162, 100, 44, 10)}` +
    `<rect x="266" y="210" width="68" height="20" fill="${AMBER}"/>` +
    `<path d="M266 230H334Q398 246 398 294V494Q398 514 378 514H222Q202 514 202 494V294Q202 246 266 230Z" fill="${AMBER}"/>` +
    glassShine(212, 296, 200);
  const label = { x: 212, y: 296, w: 176, h: 200 };
  const over = drop(470, 290, 1, s.accent) + drop(448, 360, 0.7, s.accent) + drop(492, 410, 0.55, s.accent);
  return { under: under + labelPanel(label), label, over };
}

function vial(s: PackStyle): PackDrawing {
  const glass = "#eef6fb";
  // A second, plainer vial behind the first gives depth without doubling the file size.
  const under =
    `<rect x="420" y="330" width="92" height="180" rx="12" fill="${glass}" stroke="#94a3b8"/>` +
    `<rect x="436" y="300" width="60" height="32" rx="5" fill="#cbd5e1"/><rect x="440" y="284" width="52" height="20" rx="5" fill="${s.accent}" opacity=".8"/>` +
    `<rect x="240" y="118" width="120" height="36" rx="8" fill="${s.accent}"/>` +
    `<rect x="234" y="150" width="132" height="48" rx="6" fill="#cbd5e1"/><path d="M234 174H366" stroke="#94a3b8"/>` +
    `<rect x="254" y="196" width="92" height="26" fill="${glass}" stroke="#94a3b8"/>` +
    `<path d="M254 222Q206 232 206 264V494Q206 514 226 514H374Q394 514 394 494V264Q394 232 346 222Z" fill="${glass}" stroke="#94a3b8"/>` +
    `<rect x="212" y="472" width="176" height="36" rx="12" fill="#fff"/>`;
  const label = { x: 214, y: 268, w: 172, h: 198 };
  return { under: under + labelPanel(label), label, over: "" };
}

/** Crimped (zig-zag) seals top and bottom, as on a heat-sealed foil sachet. */
function sachetOutline(): string {
  const points: string[] = [];
  for (let x = 160, up = true; x <= 420; x += 13, up = !up) points.push(`${x} ${up ? 120 : 130}`);
  for (let x = 420, up = true; x >= 160; x -= 13, up = !up) points.push(`${x} ${up ? 500 : 490}`);
  return `M${points.join("L")}Z`;
}

function sachet(s: PackStyle): PackDrawing {
  const under =
    `<rect x="330" y="120" width="200" height="320" rx="6" transform="rotate(12 430 280)" fill="${s.accent}" opacity=".25"/>` +
    `<path d="${sachetOutline()}" fill="${s.accent}"/>` +
    `<path d="M160 150H420M160 470H420" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-dasharray="2 5"/>` +
    `<path d="M160 168l10 -6v12Z" fill="#fff"/>`;
  const label = { x: 176, y: 176, w: 228, h: 280 };
  return { under: under + labelPanel(label), label, over: "" };
}

function soapCarton(s: PackStyle): PackDrawing {
  const under =
    `<path d="M100 212L152 174H482L430 212Z" fill="#f1f5f9" stroke="${LINE}"/>` +
    `<path d="M430 212L482 174V384L430 422Z" fill="${s.accent}"/>` +
    `<rect x="100" y="212" width="330" height="210" fill="#fff" stroke="${LINE}"/>` +
    `<rect x="100" y="212" width="16" height="210" fill="${s.accent}"/>`;
  const label = { x: 126, y: 220, w: 294, h: 194 };
  const bar =
    s.view === "front"
      ? `<rect x="372" y="408" width="172" height="98" rx="42" fill="${s.productColour}" stroke="#0000001a" stroke-width="2"/>` +
        `<rect x="394" y="426" width="128" height="62" rx="28" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="3"/>` +
        `<circle cx="360" cy="470" r="10" fill="#fff" opacity=".7"/><circle cx="344" cy="492" r="6" fill="#fff" opacity=".7"/>`
      : "";
  return { under, label, over: bar };
}

function gelTube(s: PackStyle): PackDrawing {
  const under =
    `<rect x="160" y="94" width="280" height="34" rx="3" fill="${s.accent}"/>` +
    `<path d="M160 104H440M160 112H440M160 120H440" stroke="#fff" stroke-opacity=".35"/>` +
    `<path d="M160 128H440L366 478H234Z" fill="#fff" stroke="${LINE}"/>` +
    `<path d="M216 394Q300 356 388 372L366 478H234Z" fill="${s.accent}" opacity=".16"/>` +
    `<path d="M234 478H366L356 494H244Z" fill="#e2e8f0"/>` +
    `<rect x="236" y="492" width="128" height="36" rx="8" fill="${s.accent}"/>`;
  // The tube narrows towards the cap: the short front text can use the wide top of the
  // body, while the longer small print of the back needs a rectangle that fits all the way down.
  const label =
    s.view === "front" ? { x: 198, y: 142, w: 204, h: 196 } : { x: 212, y: 142, w: 176, h: 236 };
  return { under, label, over: "" };
}

function powderTub(s: PackStyle): PackDrawing {
  const under =
    `<path d="M150 236V470A150 34 0 0 0 450 470V236Z" fill="#fff" stroke="${LINE}"/>` +
    `<path d="M140 196V236A160 30 0 0 0 460 236V196Z" fill="${s.accent}"/>` +
    `<ellipse cx="300" cy="196" rx="160" ry="30" fill="${s.accent}"/><ellipse cx="300" cy="196" rx="160" ry="30" fill="#fff" opacity=".25"/>`;
  const label = { x: 170, y: 266, w: 260, h: 196 };
  const over =
    s.view === "front"
      ? `<rect x="496" y="442" width="64" height="12" rx="6" transform="rotate(-28 528 448)" fill="#f1f5f9" stroke="${LINE}"/>` +
        `<ellipse cx="480" cy="500" rx="38" ry="18" fill="#f8fafc" stroke="${LINE}"/>` +
        `<ellipse cx="480" cy="496" rx="30" ry="11" fill="${s.productColour}"/>`
      : "";
  return { under, label, over };
}

function effervescentTube(s: PackStyle): PackDrawing {
  const under =
    `<rect x="80" y="140" width="382" height="196" rx="24" fill="#fff" stroke="${LINE}"/>` +
    `<rect x="80" y="140" width="18" height="196" rx="9" fill="#e2e8f0"/>` +
    `<rect x="452" y="128" width="82" height="220" rx="16" fill="${s.accent}"/>${ridges(452, 138, 82, 200, 10)}`;
  const label = { x: 104, y: 148, w: 340, h: 180 };
  let bubbles = "";
  for (const [cx, cy, r] of [[340, 470, 5], [362, 440, 4], [380, 490, 6], [352, 410, 3], [396, 452, 4], [372, 384, 3]] as const) {
    bubbles += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" stroke="${s.accent}" stroke-opacity=".5"/>`;
  }
  const over =
    `<path d="M300 368H440L426 540H314Z" fill="#e0f2fe" fill-opacity=".7" stroke="#94a3b8" stroke-width="2"/>` +
    `<path d="M304 398H436L426 540H314Z" fill="${s.accent}" opacity=".16"/>${bubbles}` +
    `<ellipse cx="190" cy="504" rx="46" ry="14" fill="${s.productColour}" stroke="${LINE}"/>`;
  return { under, label, over };
}

export function drawPack(style: PackStyle): PackDrawing {
  switch (style.form) {
    case "Tablets":
    case "Bilayer Tablets":
    case "Extended Release Tablets":
    case "Sustained Release Tablets":
      return cartonWithBlister(style);
    case "Capsules":
    case "Sustained Release Capsules":
      return capsuleBottle(style);
    case "Softgel Capsules":
      return softgelJar(style);
    case "Syrup":
    case "Dry Syrup":
    case "Suspension":
      return syrupBottle(style);
    case "Drops":
      return dropperBottle(style);
    case "Injection":
      return vial(style);
    case "Sachet":
      return sachet(style);
    case "Soap":
      return soapCarton(style);
    case "Topical Gel":
      return gelTube(style);
    case "Powder":
      return powderTub(style);
    case "Effervescent Tablets":
      return effervescentTube(style);
  }
}
