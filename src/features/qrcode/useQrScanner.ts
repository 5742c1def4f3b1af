// The camera on /qrcode/scan: asks for it, shows it in `video`, reads QR codes from its frames until `onCode` says
// one is the right kind, and stops every track when done, on failure and when the screen leaves.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createQrDecoder } from './decoder.ts';

export type CameraState =
  /** Waiting for the browser's permission prompt (or for the camera to start). */
  | 'asking'
  /** The person or a setting refused the camera. */
  | 'denied'
  /** No camera, or none the browser can use (no media devices outside a secure context). */
  | 'no-camera'
  /** The camera is there but could not start (used by another app, a hardware error). */
  | 'failed'
  | 'scanning'
  /** onCode accepted a code: the camera is off. */
  | 'found';

/** Time between two reads of the video (a read takes 10–50 ms; this leaves the phone cool and the page smooth). */
const READ_EVERY_MS = 120;

/** Which state a getUserMedia rejection means (names from the Media Capture spec, and older Chrome's aliases). */
export function cameraErrorState(error: unknown): CameraState {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'no-camera';
  return 'failed';
}

/**
 * `onCode` gets each new text read (the same text again only after another was read, or after a pause), and returns true
 * when it is the code the screen wants: scanning stops there. `attempt` restarts the camera (a Try again button).
 */
export function useQrScanner(video: RefObject<HTMLVideoElement | null>, onCode: (text: string) => boolean, attempt: number): CameraState {
  const [state, setState] = useState<CameraState>('asking');
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let last: { text: string; at: number } | null = null;
    const element = video.current;
    setState('asking');

    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      stream = null;
      if (element) element.srcObject = null;
    };

    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia || !element) {
        setState('no-camera');
        return;
      }
      try {
        const [media, decoder] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            audio: false,
            video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
          }),
          createQrDecoder(),
        ]);
        if (stopped) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        stream = media;
        element.srcObject = media;
        element.muted = true;
        await element.play().catch(() => undefined); // autoplay of a muted inline video is allowed; a refusal only delays it
        if (stopped) return;
        setState('scanning');

        const read = async () => {
          if (stopped) return;
          let texts: string[] = [];
          try {
            texts = await decoder.decode(element);
          } catch {
            // A frame that could not be read (the video resized, a detector hiccup): the next one will do.
          }
          if (stopped) return;
          const now = performance.now();
          for (const text of texts) {
            // The same code held in view is handled once, then again only after 3 s (it may have changed screens).
            if (last && last.text === text && now - last.at < 3000) continue;
            last = { text, at: now };
            if (handler.current(text)) {
              stop();
              setState('found');
              return;
            }
          }
          timer = window.setTimeout(() => void read(), READ_EVERY_MS);
        };
        void read();
      } catch (error) {
        if (stopped) return;
        stop();
        setState(cameraErrorState(error));
      }
    })();

    return stop;
  }, [video, attempt]);

  return state;
}
