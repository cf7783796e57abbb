import { timestampedName } from './download';

describe('timestampedName', () => {
  it('stamps the name with a sortable time that every file system accepts', () => {
    expect(timestampedName('batch-results', 'csv', new Date('2025-01-31T10:00:00.123Z'))).toBe(
      'batch-results-2025-01-31T10-00-00.csv',
    );
  });
});
