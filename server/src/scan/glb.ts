// What the device API checks of an uploaded 3D model before storing it: a binary glTF 2.0 container (its header), whole.

/** A real scanner's mesh density: S30 and M30 send 50,000–300,000 vertices. */
export const SCANNER_VERTICES = 50_000;

/** A GLB header ("glTF", version 2) whose stated length is the upload's. */
export function looksLikeGlb(bytes: Uint8Array): boolean {
  if (bytes.length < 20) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return view.getUint32(0, true) === 0x46546c67 && view.getUint32(4, true) === 2 && view.getUint32(8, true) === bytes.length;
}
