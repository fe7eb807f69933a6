import { describe, expect, it } from 'vitest';
import { validationText } from '@cmms/contracts';
import { TEMPLATE_SHOP_TEXT } from '@cmms/contracts/template-shop/texts';
import { TRANSLATED } from '@cmms/server/i18n/languages';
import { translateText } from '@cmms/server/i18n/translator';

/** Every text the template shop's calls send reaches the caller in their language (issue 29). */
describe('template shop texts', () => {
  const sent = [
    ...Object.values(TEMPLATE_SHOP_TEXT),
    // The field words its validation messages use.
    ...['id', 'title', 'board', 'task', 'product', 'name', 'username', 'email', 'plan', 'role', 'status'].map((field) =>
      validationText.required(field),
    ),
    validationText.invalidChoice('board'),
    validationText.invalidChoice('plan'),
    validationText.date('due date'),
    validationText.unique('username'),
  ];
  it.each(TRANSLATED)('are all translated into %s, field names included', (lang) => {
    expect(sent.filter((text) => translateText(text, lang) === text)).toEqual([]);
    // A field word the catalogue does not know stays English inside the translated sentence.
    const english = ['title', 'name', 'username', 'email', 'company', 'country', 'phone', 'billing', 'status'];
    const words = sent.filter((text) => /^The /.test(text)).map((text) => translateText(text, lang));
    expect(words.filter((text) => english.some((w) => new RegExp(`\\b${w}\\b`).test(text)))).toEqual([]);
  });
});
