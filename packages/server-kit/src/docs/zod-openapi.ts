import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiQuery, ApiResponse, type SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';

type AnySchema = z.core.$ZodType;

/**
 * An OpenAPI 3.0 schema object from a contracts schema (zod or zod/mini). Transforms cannot be
 * described, so the input side (`io: 'input'`) is used for request bodies and queries.
 */
export function openApiSchema(schema: AnySchema, io: 'input' | 'output' = 'output'): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json as SchemaObject;
}

/** Documents a response with its contracts schema. */
export const ApiZodResponse = (schema: AnySchema, status = 200, description = 'OK') =>
  ApiResponse({ status, description, schema: openApiSchema(schema) });

/** Documents a JSON body with its contracts schema (`required: false` when it may be left out). */
export const ApiZodBody = (schema: AnySchema, options: { required?: boolean } = {}) =>
  ApiBody({ schema: openApiSchema(schema, 'input'), ...options });

/** Documents each property of a query schema as a query parameter. */
export function ApiZodQuery(schema: AnySchema) {
  const json = openApiSchema(schema, 'input');
  const required = new Set(json.required ?? []);
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) =>
      ApiQuery({ name, required: required.has(name), schema: property as SchemaObject }),
    ),
  );
}
