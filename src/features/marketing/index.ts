// Marketing's screens, the hero (MarketingStart) and the workspace (MarketingWorkspace), are two lazy chunks that
// src/pages/marketing/MarketingContentPage.tsx loads by their paths; through one index they would be one chunk.
export {};
