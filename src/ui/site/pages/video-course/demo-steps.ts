/** One frame of the demonstration: the character being typed, the line so far and the rest of it. */
export interface DemoStep {
  char: string;
  typed: string;
  rest: string;
}

/** Every keystroke of the lines in order, each with the line split at that point. */
export function demoSteps(lines: readonly string[]): DemoStep[] {
  const steps: DemoStep[] = [];
  for (const line of lines) {
    const chars = Array.from(line);
    chars.forEach((char, index) => {
      steps.push({ char, typed: chars.slice(0, index + 1).join(''), rest: chars.slice(index + 1).join('') });
    });
  }
  return steps;
}
