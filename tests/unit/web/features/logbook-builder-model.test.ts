import { describe, expect, it } from 'vitest';
import { checkData, checkDefinition } from '@cmms/contracts/logbooks/check';
import { JSON_SCHEMA_2020 } from '@cmms/contracts/logbooks/definition';
import {
  fromDocument,
  move,
  newField,
  newSection,
  placeErrors,
  toDocument,
  type BuilderForm,
} from '../../../../web/src/features/logbooks/builder/model';

/**
 * The builder's document (issue 28): what the editor shows becomes a JSON Schema 2020-12 definition the
 * server's own check accepts, reads back the same, and keeps the data paths of documents it did not write.
 */
function sample(): BuilderForm {
  const section = { ...newSection(new Set()), key: 'readings', title: 'Readings' };
  const temp = {
    ...newField('number', new Set()),
    key: 'supply_temp',
    label: 'Supply temperature',
    unit: '°C',
    decimals: '1',
    min: '-10',
    max: '40',
    low: '5',
    high: '8',
    required: true,
  };
  const pump = { ...newField('select', new Set()), key: 'pump', label: 'Pump', options: ['Running', ' Stopped ', ''] };
  const check = { ...newField('inspection', new Set()), key: 'seal', label: 'Door seal' };
  return { name: 'Boiler log', category: 'HVAC', sections: [{ ...section, fields: [temp, pump, check] }] };
}

describe('logger form builder model', () => {
  it('writes a definition the server accepts: hard limits refuse, the spec range flags', () => {
    const { schema, ui_schema } = toDocument(sample());
    expect(schema.$schema).toBe(JSON_SCHEMA_2020);
    expect(checkDefinition(schema)).toEqual({});
    expect(ui_schema).toMatchObject({
      'ui:order': ['readings'],
      readings: { 'ui:order': ['supply_temp', 'pump', 'seal'] },
    });
    const readings = (schema.properties as Record<string, { properties: Record<string, unknown>; required: string[] }>)
      .readings!;
    expect(readings.required).toEqual(['supply_temp']);
    expect(readings.properties.pump).toMatchObject({
      type: 'string',
      enum: ['Running', 'Stopped'],
      'x-kind': 'select',
    });
    expect(readings.properties.supply_temp).toMatchObject({
      type: 'number',
      minimum: -10,
      maximum: 40,
      'x-unit': '°C',
      'x-decimals': 1,
      'x-range': { low: 5, high: 8 },
    });
    const low = checkData(schema, { readings: { supply_temp: 4, pump: 'Running', seal: 'pass' } });
    expect(low.errors).toEqual({});
    expect(low.flags['readings.supply_temp']).toMatchObject({ flag: 'low' });
    expect(Object.keys(checkData(schema, { readings: { supply_temp: 41 } }).errors)).toEqual(['readings.supply_temp']);
  });

  it('reads its own document back to the same document', () => {
    const doc = toDocument(sample());
    const again = fromDocument({ name: 'Boiler log', category: 'HVAC', ...doc }, 'General');
    expect(toDocument(again)).toEqual(doc);
    expect(again.sections[0]!.fields.map((f) => [f.key, f.keyFixed])).toEqual([
      ['supply_temp', true],
      ['pump', true],
      ['seal', true],
    ]);
  });

  it("keeps a reading's work-order action through an edit (a form saved by the builder still raises work orders)", () => {
    const schema = {
      $schema: JSON_SCHEMA_2020,
      type: 'object',
      properties: {
        room_temp: {
          type: 'number',
          'x-kind': 'number',
          'x-range': { high: -18 },
          'x-onOutOfRange': { notify: true, createWorkOrder: 'auto' },
        },
        door_temp: { type: 'number', 'x-kind': 'number', 'x-range': { high: 4 } },
      },
    };
    const form = fromDocument({ name: 'Cold store', category: null, schema, ui_schema: {} }, 'General');
    expect(form.sections[0]!.fields.map((f) => f.onOutOfRange)).toEqual(['auto', 'never']);
    form.sections[0]!.fields[1]!.onOutOfRange = 'prompt';
    const props = toDocument(form).schema.properties as Record<string, Record<string, unknown>>;
    expect(props.room_temp!['x-onOutOfRange']).toEqual({ notify: true, createWorkOrder: 'auto' });
    expect(props.door_temp!['x-onOutOfRange']).toEqual({ notify: true, createWorkOrder: 'prompt' });
    form.sections[0]!.fields[0]!.onOutOfRange = 'never';
    expect((toDocument(form).schema.properties as Record<string, object>).room_temp).not.toHaveProperty(
      'x-onOutOfRange',
    );
  });

  it('keeps fields declared outside any section at the top level, in their order', () => {
    const schema = {
      $schema: JSON_SCHEMA_2020,
      type: 'object',
      required: ['supply_temp'],
      properties: {
        supply_temp: { type: 'number', minimum: -10, maximum: 40, 'x-kind': 'meter', 'x-range': { low: 5, high: 8 } },
        remarks: { type: 'string', maxLength: 500, 'x-kind': 'text' },
      },
    };
    const ui_schema = { 'ui:order': ['remarks', 'supply_temp'] };
    const form = fromDocument({ name: 'Chiller', category: null, schema, ui_schema }, 'General');
    expect(form.sections).toHaveLength(1);
    expect(form.sections[0]!.fields.map((f) => f.key)).toEqual(['remarks', 'supply_temp']);
    const out = toDocument(form);
    expect(Object.keys(out.schema.properties as object).sort()).toEqual(['remarks', 'supply_temp']);
    expect(out.schema.required).toEqual(['supply_temp']);
    expect(out.ui_schema['ui:order']).toEqual(['remarks', 'supply_temp']);
    expect(checkDefinition(out.schema)).toEqual({});
    // An entry made on the old document still fits the saved one.
    expect(checkData(out.schema, { supply_temp: 6, remarks: 'ok' }).errors).toEqual({});
  });

  it('moves by one place, and not past either end', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it("puts the server's texts at the field they name", () => {
    const form = sample();
    const temp = form.sections[0]!.fields[0]!;
    const placed = placeErrors(form, {
      'schema.readings.supply_temp': ['The spec range must lie within the hard limits, its low not above its high.'],
      name: ['The name field is required.'],
    });
    expect(placed.byId[temp.id]).toHaveLength(1);
    expect(placed.general).toEqual({ name: ['The name field is required.'] });
  });
});
