import { describe, expect, it } from 'vitest';
import {
  feedTitlesLine,
  scrollingTextBodySchema,
  scrollPassSeconds,
  scrollSpeedOf,
  titleWithPeriod,
} from './model.js';

describe('feed titles as sentences', () => {
  it.each([
    ['Tram line 22 returns', 'Tram line 22 returns.'],
    ['Market opens.', 'Market opens.'],
    ['Library open late!', 'Library open late!'],
    ['Will it rain?', 'Will it rain?'],
    ['Prices up 5 %', 'Prices up 5 %.'],
    ['Wait...', 'Wait...'],
    ['Quoted: "yes"', 'Quoted: "yes".'],
    ['  Spaces around  ', 'Spaces around.'],
  ])('%j becomes %j', (title, sentence) => {
    expect(titleWithPeriod(title)).toBe(sentence);
  });

  it('joins the titles with a space and leaves out empty ones', () => {
    expect(feedTitlesLine(['One', '', '  ', 'Two?', 'Three'])).toBe('One. Two? Three.');
    expect(feedTitlesLine([])).toBe('');
  });
});

describe('scrolling speed', () => {
  it('is 50 reference px a second, 0.1 when the item is turned a quarter', () => {
    expect(scrollSpeedOf(0)).toBe(50);
    expect(scrollSpeedOf(180)).toBe(50);
    expect(scrollSpeedOf(90)).toBe(0.1);
    expect(scrollSpeedOf(270)).toBe(0.1);
  });

  it('makes a pass last box plus text width over the speed in CSS px', () => {
    expect(scrollPassSeconds(960, 2040, 50, 1)).toBe(60);
    expect(scrollPassSeconds(480, 1020, 50, 0.5)).toBe(60);
  });
});

describe('scrolling text body', () => {
  it('gives a new item the typed text on, an hourly feed refresh, white on black', () => {
    expect(scrollingTextBodySchema.parse({})).toEqual({
      text: '',
      url: '',
      shouldUseText: true,
      refreshIntervalInMinnutes: 60,
      textColor: '#ffffff',
      backgroundColor: '#000000',
    });
  });
});
