import { expect } from 'vitest';

/**
 * For the contracts of the code stores: eight guesses arrive at once at a code that allows five.
 * Exactly five are counted (as attempts 1 to 5), the other three find no guess left.
 */
export async function expectFiveOfEightGuessesCounted(
  countGuess: () => Promise<{ attempts: number } | null>,
): Promise<void> {
  const counted = await Promise.all(Array.from({ length: 8 }, countGuess));

  expect(
    counted
      .filter(Boolean)
      .map((code) => code!.attempts)
      .sort(),
  ).toEqual([1, 2, 3, 4, 5]);
  expect(counted.filter((code) => code === null)).toHaveLength(3);
}
