/**
 * Builds parameterised SQL text for the search queries, which are assembled from many optional
 * parts: every user value goes through `add` and becomes `$n`, never part of the text.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
