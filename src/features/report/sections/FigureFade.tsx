export type FigureFadeProps = { id: string; x: number; y: number; width: number; height: number };

/** SVG defs for a mask that fades a cropped figure out over its lowest fifth, so the crop has no hard edge. */
export function FigureFade({ id, x, y, width, height }: FigureFadeProps) {
  return (
    <>
      <linearGradient id={`${id}-gradient`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0.78" stopColor="#fff" />
        <stop offset="1" stopColor="#fff" stopOpacity="0" />
      </linearGradient>
      <mask id={id} maskUnits="userSpaceOnUse" x={x} y={y} width={width} height={height}>
        <rect x={x} y={y} width={width} height={height} fill={`url(#${id}-gradient)`} />
      </mask>
    </>
  );
}
