// Placeholder until the mock backend lands (owned by the mocks work).
export async function startMockWorker(): Promise<void> {}
