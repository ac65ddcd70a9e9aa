import { pickOne, type Random } from '../../engine';

/** Keypad groups are separated by Enter, as in data entry: type a number, press Enter. */
export const ENTER = '\n';

/** Groups of `size` characters drawn from `chars`, no group repeating the one before. */
export function keyGroups(random: Random, chars: string, count: number, size: number): string[] {
  const groups: string[] = [];
  while (groups.length < count) {
    let group = '';
    for (let i = 0; i < size; i++) group += pickOne(random, [...chars]);
    if (group !== groups[groups.length - 1]) groups.push(group);
  }
  return groups;
}

/** Groups that stress the new characters: every group has at least one of them. */
export function focusGroups(
  random: Random,
  focus: string,
  known: string,
  count: number,
  size: number,
): string[] {
  const all = focus + known;
  return keyGroups(random, all, count * 4, size)
    .filter((group) => [...group].some((char) => focus.includes(char)))
    .slice(0, count);
}

/** A whole number of `digits` digits without a leading zero. */
function integer(random: Random, digits: number): string {
  let number = String(1 + Math.floor(random() * 9));
  for (let i = 1; i < digits; i++) number += String(Math.floor(random() * 10));
  return number;
}

/** Prices like 3.50, 12.99, 149.00: cents end in 0, 5 or 9 more often, as in shops. */
export function prices(random: Random, count: number): string[] {
  const cents = ['00', '50', '99', '95', '25', '49', '75', '10', '89', '45'];
  return Array.from(
    { length: count },
    () => `${integer(random, 1 + Math.floor(random() * 3))}.${pickOne(random, cents)}`,
  );
}

/** Phone numbers in the 555-01xx range reserved for fiction, and a few longer office numbers. */
export function phoneNumbers(random: Random, count: number): string[] {
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 2
      ? `${integer(random, 3)}-${integer(random, 3)}-${String(Math.floor(random() * 10000)).padStart(4, '0')}`
      : `555-01${String(Math.floor(random() * 100)).padStart(2, '0')}`,
  );
}

/** Rows of a stock table: item number, quantity, unit price; each cell ends with Enter. */
export function tableRows(random: Random, count: number): string[] {
  return Array.from({ length: count }, () =>
    [integer(random, 4), String(1 + Math.floor(random() * 48)), prices(random, 1)[0]!].join(ENTER),
  );
}

/** Small sums with every operator: 12+30, 96/8, 7*6, 45-19. */
export function sums(random: Random, count: number): string[] {
  const operators = ['+', '-', '*', '/'];
  return Array.from({ length: count }, (_, i) => {
    const operator = operators[i % operators.length]!;
    const a = 2 + Math.floor(random() * 98);
    const b = 2 + Math.floor(random() * 9);
    return operator === '/' ? `${a * b}/${b}` : `${a}${operator}${operator === '-' ? Math.min(b * 3, a) : b}`;
  });
}
