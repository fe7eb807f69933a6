import { describe, expect, it } from 'vitest';
import { inSentence } from '../../web/src/lib/in-sentence';

describe('inSentence', () => {
  it('lowers a title’s first letter inside an English sentence, keeping acronyms and names', () => {
    expect(inSentence('Status labels')).toBe('status labels');
    expect(inSentence('Contract')).toBe('contract');
    expect(inSentence('Service-level agreements')).toBe('service-level agreements');
    expect(inSentence('SLAs')).toBe('SLAs');
    expect(inSentence('IoT sensors')).toBe('IoT sensors');
    expect(inSentence('CT scanners')).toBe('CT scanners');
  });
});
