// The report as shown, as a PNG (spec 1: "save a report image"). modern-screenshot (see docs/qr-and-images.md) is loaded here, on the
// first use, never with the report screen. It copies the page's own DOM and styles into an SVG image and draws that:
// no request leaves the device, so it works offline for a report on screen.

export type ReportImage = { blob: Blob; width: number; height: number };

/** Keeps a phone's canvas within what every mobile browser allows (iOS Safari: 16.7 million pixels). */
const MAX_PIXELS = 16_000_000;

export type ReportImageOptions = {
  /** Nodes left out of the picture (the action buttons, open dialogs). */
  exclude: (node: Node) => boolean;
  /** From 0 to 1 as the picture is made. */
  onProgress: (fraction: number) => void;
};

/** The pixel ratio of the picture: the screen's (at most 2, sharp but not huge), lowered to fit MAX_PIXELS. */
export function imageScale(width: number, height: number, devicePixelRatio: number): number {
  const wanted = Math.min(2, Math.max(1, devicePixelRatio || 1));
  const area = Math.max(1, width * height);
  return Math.min(wanted, Math.sqrt(MAX_PIXELS / area));
}

export async function makeReportImage(node: HTMLElement, { exclude, onProgress }: ReportImageOptions): Promise<ReportImage> {
  onProgress(0.05);
  const { domToBlob } = await import('modern-screenshot');
  onProgress(0.2);
  const rect = node.getBoundingClientRect();
  const scale = imageScale(rect.width, rect.height, window.devicePixelRatio);
  const background = getComputedStyle(document.body).backgroundColor;
  const blob = await domToBlob(node, {
    scale,
    type: 'image/png',
    backgroundColor: background,
    filter: (child) => !exclude(child),
    // The app's type is the system's (tokens.css): nothing to fetch and embed.
    font: false,
    timeout: 15_000,
    progress: (current, total) => onProgress(0.2 + 0.7 * (total > 0 ? current / total : 1)),
  });
  onProgress(1);
  return { blob, width: Math.round(rect.width * scale), height: Math.round(rect.height * scale) };
}
