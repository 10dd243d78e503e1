/** The three category illustrations (800x500) and the "no image yet" placeholder (600x600). */
import { site } from "../../app/config/site";
import type { SeededCategory as Category } from "../../app/schemas/product-vocabulary";
import { CATEGORY_STYLE } from "./product-art";
import { svgDocument, textLines } from "./svg";

function backdrop(from: string, to: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="800" height="500" fill="url(#bg)"/>`
  );
}

function leaf(x: number, y: number, angle: number, scale: number, fill: string): string {
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})">` +
    `<path d="M0 0C20 -40 70 -60 110 -60C100 -20 60 10 0 0Z" fill="${fill}"/>` +
    `<path d="M0 0C35 -20 70 -40 100 -56" stroke="#fff" stroke-opacity=".5" stroke-width="2" fill="none"/></g>`
  );
}

function pharmaceuticals(): string {
  const [teal, green, blue] = CATEGORY_STYLE.Pharmaceuticals.accents;
  let hexes = "";
  for (const [x, y] of [[600, 70], [652, 100], [652, 160], [704, 70], [548, 100]] as const) {
    hexes += `<path d="M${x} ${y}l26 15v30l-26 15l-26 -15v-30Z" fill="none" stroke="${teal}" stroke-opacity=".25" stroke-width="3"/>`;
  }
  let pills = "";
  for (let row = 0; row < 2; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 300 + col * 52;
      const cy = 250 + row * 58;
      pills += `<circle cx="${cx}" cy="${cy}" r="21" fill="#f8fafc" stroke="#94a3b8"/><circle cx="${cx}" cy="${cy}" r="14" fill="#fff" stroke="#cbd5e1"/>`;
    }
  }
  return (
    backdrop("#ecf7f2", "#d5ece6") +
    hexes +
    `<ellipse cx="400" cy="430" rx="300" ry="26" fill="#0f172a" opacity=".07"/>` +
    // carton
    `<path d="M110 150L150 124H300L260 150Z" fill="#f1f5f9"/><path d="M260 150L300 124V400L260 426Z" fill="${teal}"/>` +
    `<rect x="110" y="150" width="150" height="276" fill="#fff"/><rect x="110" y="150" width="150" height="34" fill="${green}"/>` +
    `<rect x="130" y="214" width="110" height="10" rx="5" fill="#cbd5e1"/><rect x="145" y="236" width="80" height="8" rx="4" fill="#e2e8f0"/>` +
    `<rect x="110" y="396" width="150" height="30" fill="${teal}"/>` +
    // blister strip
    `<g transform="rotate(-8 430 280)"><rect x="268" y="218" width="300" height="124" rx="12" fill="#e2e8f0" stroke="#94a3b8"/>${pills}</g>` +
    // vial
    `<rect x="600" y="170" width="80" height="30" rx="6" fill="${blue}"/><rect x="594" y="196" width="92" height="36" rx="5" fill="#cbd5e1"/>` +
    `<path d="M608 232Q580 240 580 262V410Q580 426 596 426H684Q700 426 700 410V262Q700 240 672 232Z" fill="#eef6fb" stroke="#94a3b8"/>` +
    `<rect x="586" y="286" width="108" height="90" rx="4" fill="#fff"/><rect x="586" y="286" width="108" height="18" fill="${blue}"/>` +
    // capsules and a loose tablet
    `<g transform="translate(420 410) rotate(-18)"><rect x="-42" y="-16" width="84" height="32" rx="16" fill="#fff" stroke="#cbd5e1"/><path d="M0 -16H26a16 16 0 0 1 0 32H0Z" fill="${green}"/></g>` +
    `<g transform="translate(520 420) rotate(22)"><rect x="-42" y="-16" width="84" height="32" rx="16" fill="#fff" stroke="#cbd5e1"/><path d="M0 -16H26a16 16 0 0 1 0 32H0Z" fill="${teal}"/></g>` +
    `<circle cx="330" cy="420" r="22" fill="#fff" stroke="#cbd5e1"/><path d="M310 420H350" stroke="#cbd5e1" stroke-width="3"/>`
  );
}

function nutraceuticals(): string {
  const [olive, gold, orange] = CATEGORY_STYLE.Nutraceuticals.accents;
  let softgels = "";
  for (const [x, y, a] of [[470, 410, -20], [530, 430, 15], [590, 408, -5], [440, 445, 30]] as const) {
    softgels += `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="30" ry="16" fill="#f2c14e"/><ellipse cx="-9" cy="-5" rx="11" ry="4" fill="#fff" opacity=".55"/></g>`;
  }
  let segments = "";
  for (let i = 0; i < 8; i++) {
    const angle = (i * Math.PI) / 4;
    segments += `M680 392L${Math.round(680 + 44 * Math.cos(angle))} ${Math.round(392 + 44 * Math.sin(angle))}`;
  }
  return (
    backdrop("#fbf7ea", "#efe6c9") +
    `<ellipse cx="400" cy="450" rx="320" ry="24" fill="#0f172a" opacity=".07"/>` +
    leaf(190, 200, -30, 1.2, olive ?? "#4d7c0f") +
    leaf(210, 210, -75, 0.9, "#65a30d") +
    // jar
    `<rect x="250" y="130" width="200" height="56" rx="10" fill="${olive}"/>` +
    `<rect x="240" y="180" width="220" height="260" rx="28" fill="#8a4b12"/><rect x="254" y="200" width="10" height="220" rx="5" fill="#fff" opacity=".22"/>` +
    `<rect x="262" y="234" width="176" height="150" rx="6" fill="#fff"/><rect x="262" y="234" width="176" height="24" rx="6" fill="${olive}"/>` +
    leaf(320, 340, -35, 0.55, olive ?? "#4d7c0f") +
    `<rect x="300" y="356" width="100" height="8" rx="4" fill="#e2e8f0"/>` +
    // orange slice
    `<circle cx="680" cy="392" r="56" fill="${orange}"/><circle cx="680" cy="392" r="48" fill="#fdba74"/>` +
    `<path d="${segments}" stroke="#fff7ed" stroke-width="3"/>` +
    // powder scoop
    `<ellipse cx="140" cy="420" rx="58" ry="24" fill="#f8fafc" stroke="#d6d3d1"/><ellipse cx="140" cy="414" rx="48" ry="15" fill="${gold}" opacity=".6"/>` +
    `<rect x="186" y="398" width="90" height="14" rx="7" transform="rotate(-14 190 405)" fill="#f8fafc" stroke="#d6d3d1"/>` +
    softgels
  );
}

function cosmetic(): string {
  const [rose, sandal, herbal] = CATEGORY_STYLE.Cosmetic.accents;
  let petals = "";
  for (let i = 0; i < 5; i++) {
    const angle = i * 72;
    petals += `<ellipse cx="0" cy="-22" rx="14" ry="24" transform="rotate(${angle})" fill="#f9a8c6"/>`;
  }
  return (
    backdrop("#fbf1f4", "#f1dde5") +
    `<ellipse cx="400" cy="440" rx="320" ry="24" fill="#0f172a" opacity=".07"/>` +
    // aloe leaves rising behind
    `<path d="M150 430C130 330 150 210 190 120C200 230 200 330 200 430Z" fill="${herbal}"/>` +
    `<path d="M190 430C200 320 240 230 300 170C270 280 250 360 240 430Z" fill="#5aa96f"/>` +
    `<path d="M120 430C100 360 70 300 30 260C90 290 140 350 160 430Z" fill="#4c9a61"/>` +
    // gel tube lying down
    `<g transform="rotate(-12 470 300)"><rect x="300" y="250" width="24" height="110" rx="3" fill="${rose}"/>` +
    `<path d="M324 250L600 280V330L324 360Z" fill="#fff"/><rect x="600" y="282" width="50" height="46" rx="8" fill="${rose}"/>` +
    `<rect x="380" y="286" width="150" height="12" rx="6" fill="${rose}" opacity=".35"/><rect x="400" y="310" width="110" height="8" rx="4" fill="#e2e8f0"/></g>` +
    // soap bar with bubbles
    `<rect x="330" y="360" width="200" height="90" rx="40" fill="${sandal}" opacity=".85"/>` +
    `<rect x="354" y="376" width="152" height="58" rx="26" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>` +
    `<circle cx="560" cy="380" r="16" fill="#fff" opacity=".8"/><circle cx="590" cy="350" r="10" fill="#fff" opacity=".8"/><circle cx="548" cy="340" r="7" fill="#fff" opacity=".8"/>` +
    // flower
    `<path d="M690 200Q704 320 684 440" stroke="${herbal}" stroke-width="5" fill="none"/>` +
    leaf(696, 330, -60, 0.55, herbal ?? "#3f8f5a") +
    `<g transform="translate(690 190)">${petals}<circle r="12" fill="#fde68a"/></g>`
  );
}

const CATEGORY_SCENES: Record<Category, () => string> = {
  Pharmaceuticals: pharmaceuticals,
  Nutraceuticals: nutraceuticals,
  Cosmetic: cosmetic,
};

export function categoryArt(category: Category): string {
  return svgDocument(800, 500, `${category}: illustration`, CATEGORY_SCENES[category]());
}

export function placeholderArt(): string {
  const body =
    `<rect width="600" height="600" fill="#f1f5f9"/>` +
    `<rect x="60" y="60" width="480" height="480" rx="24" fill="#fff" stroke="#cbd5e1" stroke-width="3" stroke-dasharray="12 10"/>` +
    `<rect x="200" y="170" width="200" height="150" rx="14" fill="none" stroke="#94a3b8" stroke-width="8"/>` +
    `<circle cx="250" cy="220" r="18" fill="#94a3b8"/>` +
    `<path d="M208 310L270 252L310 290L340 262L392 310Z" fill="#94a3b8"/>` +
    textLines(["Image coming soon"], 300, 385, 28, `font-weight="600" fill="#475569"`) +
    textLines([site.shortName], 300, 420, 16, `fill="#64748b"`);
  return svgDocument(600, 600, "Product image coming soon", body);
}
