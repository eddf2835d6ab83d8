import { crc32, deflateSync } from 'node:zlib';

/**
 * A generated stand-in for a warehouse photo (the demo has no camera): a parcel-brown picture with a darker
 * stripe where the damage is, as a real PNG, so the portal shows it inline like any uploaded image.
 */
export function demoPhoto(variant: number, width = 240, height = 160): Uint8Array {
  const hue = [
    [196, 154, 108],
    [181, 140, 96],
    [208, 170, 120],
  ][variant % 3]!;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const edge = x < 12 || y < 12 || x >= width - 12 || y >= height - 12;
      const tape = Math.abs(x - width / 2) < 10;
      const dent = Math.abs(x - y * 1.2 - 30 * (variant % 4)) < 9;
      const shade = edge ? 0.55 : dent ? 0.45 : tape ? 1.15 : 1 - (y / height) * 0.15;
      for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = Math.min(255, Math.round(hue[c]! * shade));
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
