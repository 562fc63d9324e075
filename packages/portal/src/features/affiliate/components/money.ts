import { dollarsToCents, formatDollars } from '@mentor/core';

/** A wallet amount (dollars on the wire) as "$5.81". */
export const money = (dollars: number) => formatDollars(dollarsToCents(dollars));
