import { FormatRegistry, TypeRegistry } from '@sinclair/typebox';
import { STRING_ENUM_KIND } from './common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * TypeBox checks only the formats and kinds it has been told about: the contracts use the
 * `uuid` and `date-time` formats and the StringEnum kind. Call once before validating with
 * TypeBox (the API's validator and the tests do); repeated calls are harmless.
 */
export function registerSchemaExtensions(): void {
  if (!FormatRegistry.Has('uuid')) FormatRegistry.Set('uuid', (value) => UUID.test(value));
  if (!FormatRegistry.Has('date-time')) {
    FormatRegistry.Set(
      'date-time',
      (value) => DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)),
    );
  }
  if (!TypeRegistry.Has(STRING_ENUM_KIND)) {
    TypeRegistry.Set<{ enum: string[] }>(STRING_ENUM_KIND, (schema, value) =>
      schema.enum.includes(value as string),
    );
  }
}
