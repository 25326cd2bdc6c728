// @adobe/structured-data-validator ships JavaScript only: the part the tests use (src/index.js).
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path?: { type?: string; property?: string; index?: number }[];
    fieldNames?: string[];
    rootType?: string;
  }
  /** Checks Web Auto Extractor's output ({ jsonld: { [rootType]: items[] } }) against schema.org. */
  export default class Validator {
    constructor(schemaOrgJson: { '@graph': object[] });
    validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}
