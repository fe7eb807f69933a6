/**
 * A title ("Status labels") as a word inside an English sentence ("your status labels"); an acronym
 * or a name with capitals after its first letter ("SLAs", "IoT sensors") stays as written.
 */
export const inSentence = (title: string): string =>
  /^\p{Lu}[^\p{Lu}]*(\s|$)/u.test(title) ? title.charAt(0).toLocaleLowerCase('en') + title.slice(1) : title;
