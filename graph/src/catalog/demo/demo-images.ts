import fs from "node:fs/promises";
import path from "node:path";

/** Silhouettes (SVG paths on a 400×400 canvas) for the kinds of demo products. */
const shapes: Record<string, string> = {
  top: "M130 90 L170 70 Q200 95 230 70 L270 90 L330 140 L295 185 L270 165 L270 330 L130 330 L130 165 L105 185 L70 140 Z",
  dress: "M160 70 Q200 95 240 70 L255 150 L320 330 L80 330 L145 150 Z",
  pants: "M135 70 L265 70 L285 330 L220 330 L200 170 L180 330 L115 330 Z",
  shoe: "M70 250 Q80 190 130 190 L190 200 Q230 150 270 170 L300 215 Q345 225 340 265 L335 290 L75 290 Z",
  bag: "M110 150 L290 150 L310 320 L90 320 Z M150 150 Q150 90 200 90 Q250 90 250 150 L235 150 Q235 105 200 105 Q165 105 165 150 Z",
  watch: "M170 60 L230 60 L235 130 A80 80 0 0 1 235 270 L230 340 L170 340 L165 270 A80 80 0 0 1 165 130 Z",
  bottle: "M180 70 L220 70 L220 110 Q270 130 270 190 L270 320 Q270 335 255 335 L145 335 Q130 335 130 320 L130 190 Q130 130 180 110 Z",
  box: "M90 140 L200 90 L310 140 L310 290 L200 340 L90 290 Z",
};

export type DemoShape = keyof typeof shapes;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** An 800×800 product picture: the item's silhouette in its colour on a soft backdrop, with its name. */
export function demoProductSvg(name: string, shape: DemoShape, colorHex: string, angle: number): string {
  const path = shapes[shape] ?? shapes.box;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7f5f2"/><stop offset="1" stop-color="#e9e4dc"/></linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <ellipse cx="200" cy="345" rx="130" ry="14" fill="#000" opacity="0.08"/>
  <g transform="rotate(${angle} 200 200)">
    <path d="${path}" fill="${colorHex}" stroke="#00000030" stroke-width="2"/>
    <path d="${path}" fill="url(#shade)"/>
  </g>
  <text x="200" y="385" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" fill="#4a4540">${escapeXml(name)}</text>
</svg>
`;
}

/** Write an image under `uploadsDir/demo/` and return its public URL. */
export async function writeDemoImage(uploadsDir: string, fileName: string, svg: string): Promise<string> {
  const dir = path.join(uploadsDir, "demo");
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, fileName), svg);
  return `/uploads/demo/${fileName}`;
}

/** A wide hero image: a two-colour gradient with soft shapes (the banner's text is rendered by the page). */
export function demoBannerSvg(colorFrom: string, colorTo: string, width: number, height: number): string {
  const r = Math.min(width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colorFrom}"/><stop offset="1" stop-color="${colorTo}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  <circle cx="${width * 0.82}" cy="${height * 0.3}" r="${r * 0.45}" fill="#fff" opacity="0.10"/>
  <circle cx="${width * 0.68}" cy="${height * 0.85}" r="${r * 0.3}" fill="#fff" opacity="0.08"/>
  <circle cx="${width * 0.95}" cy="${height * 0.9}" r="${r * 0.18}" fill="#000" opacity="0.06"/>
</svg>
`;
}
