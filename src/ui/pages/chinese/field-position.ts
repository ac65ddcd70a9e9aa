/** The vertical shift in a `translateY(-52px)` transform (0 for none). */
export function translateYOf(transform: string): number {
  const match = /translateY\((-?[\d.]+)px\)/.exec(transform);
  return match ? Number(match[1]) : 0;
}

/** What is read of an element: its layout offsets and offset parent. */
export interface OffsetBox {
  readonly offsetLeft: number;
  readonly offsetTop: number;
  readonly offsetHeight: number;
  readonly offsetParent: unknown;
}

/**
 * Where the input field goes: just under the character to type, in the coordinates of `container` (the field's
 * positioned parent). Layout offsets (summed up the offset parents: the scrolling text is one, its transform makes
 * it a containing block) ignore the text's scrolling transform, whose final value is added: reading the drawn
 * position instead would catch the scroll half way through its transition.
 */
export function fieldPosition(
  span: OffsetBox,
  container: unknown,
  transform: string,
): { left: number; top: number } {
  let left = 0;
  let top = 0;
  let element: OffsetBox | null = span;
  while (element && element !== container) {
    left += element.offsetLeft;
    top += element.offsetTop;
    element = element.offsetParent as OffsetBox | null;
  }
  return { left, top: top + translateYOf(transform) + span.offsetHeight };
}
