// The model's steps, one file per area; step.ts holds what they share.
export * from './step';
export * from './steps-wallet';
export * from './steps-sports';
export * from './steps-games';
