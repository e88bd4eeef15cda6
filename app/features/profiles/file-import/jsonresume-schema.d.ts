// @jsonresume/schema ships no types: its validator (jsonschema under the hood) as this app uses it.
declare module '@jsonresume/schema' {
  const schema: {
    validate(resume: unknown, callback: (errors: unknown, valid: boolean) => void): void;
    schema: Record<string, unknown>;
  };
  export default schema;
}
