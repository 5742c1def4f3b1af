// Contour's mark, drawn in the current colour: the screens' header and the printed report's masthead. (The app's icon,
// public/icons/icon.svg and the PNGs made from it by scripts/make-icons.ts, adds the scanner's ring on the brand's green.)
export function BrandMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 512 512" width={size} height={size} aria-hidden="true">
      <rect width="512" height="512" rx="120" fill="currentColor" />
      <circle cx="256" cy="138" r="42" fill="#fff" />
      <path
        d="M178 430l22-150-44-66h200l-44 66 22 150"
        fill="none"
        stroke="#fff"
        strokeWidth="34"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
