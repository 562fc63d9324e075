import { describe, expect, it } from 'vitest';
import { formatInvoiceDate, formatMessageDate, maskCardNumber, resolveAssetUrl } from './format';

describe('dates', () => {
  it('formats message dates as MMM-DD', () => {
    expect(formatMessageDate('2026-11-21T10:00:00.000Z', 'UTC')).toBe('Nov-21');
    expect(formatMessageDate('2026-03-05T10:00:00.000Z', 'UTC')).toBe('Mar-05');
  });

  it('formats invoice dates as DD MMM, YYYY', () => {
    expect(formatInvoiceDate('2026-11-21T10:00:00.000Z', 'UTC')).toBe('21 Nov, 2026');
    expect(formatInvoiceDate('2027-01-02T00:00:00.000Z', 'UTC')).toBe('02 Jan, 2027');
  });

  it('uses the given time zone', () => {
    expect(formatMessageDate('2026-11-21T02:00:00.000Z', 'America/Chicago')).toBe('Nov-20');
    expect(formatInvoiceDate('2026-12-31T23:30:00.000Z', 'Asia/Karachi')).toBe('01 Jan, 2027');
  });

  it('gives an empty string for an invalid time', () => {
    expect(formatMessageDate('not a date', 'UTC')).toBe('');
    expect(formatInvoiceDate('', 'UTC')).toBe('');
  });
});

describe('maskCardNumber', () => {
  it('shows three masked groups and the last digits', () => {
    expect(maskCardNumber('4242')).toBe('**** **** **** 4242');
  });
});

describe('resolveAssetUrl', () => {
  it('puts a relative path on the API host', () => {
    expect(resolveAssetUrl('https://api.example/', '/uploads/ab12.png')).toBe('https://api.example/uploads/ab12.png');
    expect(resolveAssetUrl('', '/uploads/ab12.png')).toBe('/uploads/ab12.png');
  });

  it('passes absolute URLs through and keeps null', () => {
    expect(resolveAssetUrl('https://api.example', 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(resolveAssetUrl('https://api.example', 'data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
    expect(resolveAssetUrl('https://api.example', null)).toBeNull();
  });
});
