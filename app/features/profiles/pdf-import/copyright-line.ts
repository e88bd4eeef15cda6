// A template's copyright footer ("© European Union, 2002-2020 | europass.cedefop.europa.eu | Page 1 / 1",
// "© 2024 Jobindo", "Copyright © Saramin"): the template maker's line at a page's foot, no part of the
// résumé. Read in order it closed the last section and became an award ("© European Union", "2002-2020").
// A line whose first cell opens with the copyright sign, or with "Copyright" and the sign or a year, is left
// out; a "©" inside a line (a product's name) stays.

const COPYRIGHT = /^\s*(?:©|\(c\)\s*(?:19|20)\d{2}|copyright\s*(?:©|\(c\)|(?:19|20)\d{2}))/iu;

/** Whether the line is a copyright footer. */
export const isCopyrightLine = (line: string) => COPYRIGHT.test(line.split('\t')[0] ?? '');
