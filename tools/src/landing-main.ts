// `npm run generate:landing`: writes the landing page's samples from the real engine.
import { writeFileSync } from 'node:fs';
import { LANDING_SAMPLES_FILE, renderLandingSamples } from './landing-samples';

writeFileSync(LANDING_SAMPLES_FILE, renderLandingSamples());
console.log(`Wrote ${LANDING_SAMPLES_FILE}`);
