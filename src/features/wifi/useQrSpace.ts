import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The side (CSS pixels) of the largest square that fits in `stage` beside `caption`, down to the bottom of the
 * window. Measured against the window rather than the stage's own height, which grows with the code it holds.
 */
export function useQrSpace(stageRef: RefObject<HTMLElement | null>, captionRef: RefObject<HTMLElement | null>): number {
  const [space, setSpace] = useState(0);
  useLayoutEffect(() => {
    const stage = stageRef.current;
    const caption = captionRef.current;
    if (!stage || !caption) return;
    const measure = () => {
      const style = getComputedStyle(stage);
      const px = (value: string) => Number.parseFloat(value) || 0;
      // The caption sits under the code, or beside it when the stage is a row (a phone held sideways).
      const beside = style.flexDirection === 'row';
      const top = stage.getBoundingClientRect().top + window.scrollY;
      let width = stage.clientWidth - px(style.paddingInlineStart) - px(style.paddingInlineEnd);
      let height = window.innerHeight - top - px(style.paddingBlockStart) - px(style.paddingBlockEnd);
      if (beside) width -= caption.offsetWidth + px(style.columnGap);
      else height -= caption.offsetHeight + px(style.rowGap);
      setSpace(Math.max(0, Math.floor(Math.min(width, height))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    observer.observe(caption);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [stageRef, captionRef]);
  return space;
}
