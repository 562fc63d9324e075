/** The text a PDF draws, in drawing order (pdf-lib's deflated content streams). */
export function pdfText(pdf: Uint8Array): string;
