/**
 * The tests run in a zone far from UTC, so any timestamp read in the runner's local time shows up as hours off.
 * Set here, before the workers start, because jest gives each test file a copy of process.env.
 */
export default function globalSetup() {
  process.env.TZ = 'America/New_York';
}
