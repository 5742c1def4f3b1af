// Stacks labels beside a figure along one axis: each as near its anchor as it can be, none touching another.

export type Stacked = { want: number; size: number };

/**
 * The centres of labels of the given sizes, each wanting its centre at `want`, placed in that order between `lo`
 * and `hi` with at least `gap` between neighbours. Labels that would touch are merged into a block centred on
 * their mean wish (so a crowd spreads both ways instead of sliding down), and a block that runs past an end is
 * pushed back inside. Items must be sorted by `want`.
 */
export function stackLabels(items: readonly Stacked[], gap: number, lo: number, hi: number): number[] {
  type Block = { top: number; height: number; first: number; last: number; wishes: number[] };
  const clamp = (top: number, height: number) => Math.max(lo, Math.min(hi - height, top));
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const blocks: Block[] = [];
  items.forEach((item, index) => {
    // A wish is where the block's top would be if this label alone placed it.
    let block: Block = { top: 0, height: item.size, first: index, last: index, wishes: [item.want - item.size / 2] };
    block.top = clamp(block.wishes[0]!, block.height);
    for (let before = blocks.at(-1); before && before.top + before.height + gap > block.top; before = blocks.at(-1)) {
      blocks.pop();
      const shift = before.height + gap;
      const height = shift + block.height;
      const wishes = [...before.wishes, ...block.wishes.map((wish) => wish - shift)];
      block = { top: clamp(mean(wishes), height), height, first: before.first, last: block.last, wishes };
    }
    blocks.push(block);
  });
  const centres: number[] = [];
  for (const block of blocks) {
    let top = block.top;
    for (let index = block.first; index <= block.last; index += 1) {
      const size = items[index]!.size;
      centres.push(top + size / 2);
      top += size + gap;
    }
  }
  return centres;
}
