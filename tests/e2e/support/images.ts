import sharp from "sharp";

/** A small PNG of one colour (`red` tells files apart), as Playwright's setInputFiles takes it. */
export async function png(name: string, red: number): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 480, height: 360, channels: 3, background: { r: red, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}
