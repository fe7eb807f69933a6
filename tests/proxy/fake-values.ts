import { createHmac } from 'node:crypto';

const GIVEN = [
  'Avery',
  'Blake',
  'Casey',
  'Dana',
  'Emery',
  'Finley',
  'Harper',
  'Jordan',
  'Kendall',
  'Logan',
  'Marlow',
  'Parker',
  'Quinn',
  'Reese',
  'Rowan',
  'Sawyer',
  'Tatum',
  'Wren',
  'Sky',
  'Ellis',
  'Hollis',
  'Jules',
  'Lane',
  'Arden',
  'Briar',
  'Cove',
  'Ember',
  'Linden',
  'Oakley',
  'Perrin',
  'Remy',
  'Sage',
];
const FAMILY = [
  'Ashdown',
  'Brook',
  'Carrow',
  'Dale',
  'Everly',
  'Fenwick',
  'Glen',
  'Hale',
  'Ives',
  'Keane',
  'Lowry',
  'Mercer',
  'North',
  'Orme',
  'Pryce',
  'Rook',
  'Stone',
  'Thorne',
  'Upton',
  'Vance',
  'Wilde',
  'Yates',
  'Ames',
  'Birch',
  'Crane',
  'Drake',
  'Ember',
  'Frost',
  'Gray',
  'Holt',
  'Lake',
  'Moss',
];
const ORG_WORDS = [
  'Amber',
  'Birch',
  'Cedar',
  'Delta',
  'Elm',
  'Fjord',
  'Granite',
  'Harbour',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Onyx',
  'Pine',
  'Quartz',
  'Raven',
  'Slate',
  'Tundra',
  'Umber',
  'Vale',
  'Willow',
  'Yarrow',
  'Zephyr',
  'Aspen',
  'Basalt',
  'Cobalt',
  'Dune',
  'Falcon',
  'Garnet',
  'Heron',
];
const PLACES = ['Northbridge', 'Eastvale', 'Southmere', 'Westholm', 'Lakeside', 'Hillcrest', 'Riverton', 'Fairhaven'];

/**
 * Deterministic stand-ins for personal data: the same input (and key) gives the same fake in every file
 * of a recording, so a name in a list, a detail and a reference stays one person. An HMAC with a key of
 * the run keeps the fakes from being reversed by hashing guesses, which a bare hash would allow.
 */
export class FakeValues {
  private readonly key: string;
  constructor(key: string) {
    this.key = key;
  }

  private digest(kind: string, value: string): Buffer {
    return createHmac('sha256', this.key).update(`${kind}\u0000${value.trim().toLowerCase()}`).digest();
  }
  private hex(kind: string, value: string, length: number): string {
    return this.digest(kind, value).toString('hex').slice(0, length);
  }
  private pick<T>(list: readonly T[], kind: string, value: string): T {
    return list[this.digest(kind, value).readUInt32BE(0) % list.length]!;
  }

  /**
   * A person's name word by word: the first word a given name, the others family names, so a full name
   * "Ahmed Ali" reads as the fakes of its first name "Ahmed" and its last name "Ali".
   */
  personName(value: string, part: 'full' | 'first' | 'last' = 'full'): string {
    return value
      .split(/\s+/)
      .filter(Boolean)
      .map((word, i) =>
        part === 'first' || (part === 'full' && i === 0)
          ? this.pick(GIVEN, 'given', word)
          : this.pick(FAMILY, 'family', word),
      )
      .join(' ');
  }
  orgName(value: string): string {
    const d = this.digest('org', value);
    return `${ORG_WORDS[d.readUInt8(0) % ORG_WORDS.length]} ${ORG_WORDS[d.readUInt8(1) % ORG_WORDS.length]} ${d.readUInt16BE(2) % 1000}`;
  }
  email(value: string): string {
    return `person-${this.hex('email', value, 10)}@example.test`;
  }
  username(value: string): string {
    return `user-${this.hex('username', value, 10)}`;
  }
  phone(value: string): string {
    const digits = String(this.digest('phone', value).readUInt32BE(0)).padStart(10, '0').slice(0, 8);
    return `+000 ${digits}`;
  }
  serial(value: string): string {
    return `SN-${this.hex('serial', value, 12).toUpperCase()}`;
  }
  employeeNumber(value: string): string {
    return `E-${this.hex('employee', value, 6).toUpperCase()}`;
  }
  address(value: string): string {
    const d = this.digest('address', value);
    return `${(d.readUInt16BE(0) % 400) + 1} ${ORG_WORDS[d.readUInt8(2) % ORG_WORDS.length]} Street`;
  }
  city(value: string): string {
    return this.pick(PLACES, 'city', value);
  }
  zip(value: string): string {
    return String(this.digest('zip', value).readUInt32BE(0) % 100000).padStart(5, '0');
  }
}
