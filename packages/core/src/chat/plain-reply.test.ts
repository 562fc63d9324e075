import { describe, expect, it } from 'vitest';
import { plainReply } from './plain-reply';

const reply = `**Maria** is likely *Standard*.
- Build: BMI **31.2**
- See [the guide](https://example.com/guide.pdf)

Sources:
- CDC https://www.cdc.gov/diabetes/basics.html`;

describe('a reply as plain text', () => {
  it('reads without markdown or addresses for a screen reader', () => {
    const speech = plainReply(reply, 'speech');
    expect(speech).toBe('Maria is likely Standard.\nBuild: BMI 31.2\nSee the guide (PDF)\nSources:\nCDC cdc.gov');
    expect(speech).not.toMatch(/https?:|\*|\]\(/);
    expect(plainReply('5 * 3 = 15, not 2*3', 'speech')).toBe('5 * 3 = 15, not 2*3');
  });

  it('keeps the addresses and bullets for the clipboard', () => {
    expect(plainReply(reply, 'copy')).toBe(
      'Maria is likely Standard.\n\n• Build: BMI 31.2\n• See the guide (https://example.com/guide.pdf)\n\nSources:\n\n• CDC https://www.cdc.gov/diabetes/basics.html',
    );
  });
});
