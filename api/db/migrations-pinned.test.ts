import { describe, expect, it } from "vitest";
import { readMigrationFiles } from "./migrate";

/**
 * Every released migration, by name and sha256 of its content. A migration once released is never
 * renamed, renumbered or edited (databases record applied names and checksums, and the runner
 * refuses to start on a mismatch): only new files may be added, and pinned here.
 */
const RELEASED: [name: string, sha256: string][] = [
  ["001_init.sql", "e868b3018fe86d94a3857723f54895fb80d3381ac09f2819c3bf92bee4075639"],
  ["002_cancellation_fee.sql", "ca59b39dc8672dc50585929694f5ac8346527c6f18d3ddae60075de4414eeea7"],
  ["003_gazetteer_in_code.sql", "2bd46c805d074aba455c77608ebe12bd151e537f507f6b34f12a889fe48bc228"],
  ["004_login_receive_updates.sql", "61b0b185a0fab0704f6b0c98d3768dfbf28ed15c8cb349fb0a9f09697e3a759b"],
  ["005_booking_lifecycle.sql", "c1375371ba846c9a055008155b9cbea2b8554e83bc794af1d4af5203da65e4ff"],
  ["006_login_budgets_and_verified_phones.sql", "d0e40142a83e72f93b8b358071c72bac348585d6bb7c937625a43bf039a1e2a9"],
  ["007_prune_indexes.sql", "9e1e0ee79c56d9323a321a26128d0eaec57ed652800b9ffa8f457cb015d8efbe"],
  ["008_email_is_contact_only.sql", "711388b0d71b6c8b3112f2ef3ec8ba463de0c3e61d8902dff52ea9b481c0a393"],
  ["009_search.sql", "11c870dad97bacee06c9fc7ec5709d2f1f97a42e0ebfabf82bf9c771e07782b8"],
  ["010_first_booking_coupons.sql", "8d6bd05436189e1d9901fbd404991f7dfd360d9082e906758fe5387879c8ffd1"],
  ["011_nearest_search.sql", "06c7d08d67ffb57818ca1a614224068057f28bb0d289c53b6f034994c71216db"],
  ["012_gst_invoices.sql", "e86117c20fb0ae519f3278fc387691742d475b7f8e27b322754717bada3c7aef"],
  ["013_payment_methods.sql", "0cdcc12a0412648111e1ec1810eac1bc91bf89720134ae1d49505e79b8410e92"],
  ["014_accessibility_reports.sql", "7076984a9441f74ff532475d3559ca638c729466cd5ed7a5f18511894ffd8d1b"],
  ["015_notification_outbox.sql", "0fc0029a88b40b0687687ee7d004ca49bcab2bf46d03ea20d8570dff87687ba4"],
  ["016_device_tokens.sql", "d2af6aa5015b3c1cda6cec4a98cbb076982326cf2226fd72f4a40c42ab36bdde"],
  ["017_catalogue_languages.sql", "35f25995be7053d717762cc35c526c29515be4e8c18174e3f3cbc7b9faf8f8aa"],
  ["018_message_languages.sql", "6766106fe28c22ff19cc1563b41688bfbb1f74d3e635a3ddec103f3bb1e5e854"],
  ["019_booking_links.sql", "82e1a34898f22da377708d4ad050e50c8f028cdcee903ad59a2871ab2a8b7ea2"],
  ["020_review_details.sql", "914204ba0726b804d6f278766cd89b30ce4831e16b9b27ef9a285ddac32e70e4"],
  ["021_provider_letdowns.sql", "cc7ca21085a7b5433bc7990239bd0e31dea07f77224fb457147d54c498a2eece"],
  ["022_provider_console.sql", "e06fcfbbdedf3a59ebc5124f389ae38e884a6526bafce9f79add84385419492f"],
  ["023_provider_availability.sql", "e010ffee8227fc4342470a64849aa9acf39b78322232f97fa5aef11fe546fb53"],
  ["024_review_replies.sql", "0841d961a5b469a0e7f48829f01caf711d5e8be0656aadc1a0f255e510a93e84"],
  ["025_customer_no_show.sql", "7aadce0d7dcd7e86904dfee314fd8f3ddce693b169d282768b58e8f9d802ce7a"],
  ["026_member_languages.sql", "45f910cfab634fa80bc2010e874322c94522f2cefd05f52eeeddbcfe5e38f4b9"],
  ["027_retired_stylists.sql", "b0e9285b62ed55b4298ad260c33ab8cd813c71e4efda04c93715a955f7dde7a4"],
  ["028_provider_photos.sql", "e9a9c5f3dc7b93c94e9c2ce5b5d134abc6135286a40ed4d6edb5134524456d2c"],
];

describe("released migrations", () => {
  it("are all still there, under the same name and with the same content", async () => {
    const files = new Map((await readMigrationFiles()).map((f) => [f.name, f.checksum]));
    for (const [name, sha256] of RELEASED) {
      expect(files.has(name), `Migration ${name} was released and is gone or renamed. Restore it under its name; put any change in a new migration file.`).toBe(true);
      expect(files.get(name), `Migration ${name} was released and its content changed. Restore it; put the change in a new migration file.`).toBe(sha256);
    }
  });

  it("are followed only by new files, each pinned here once released", async () => {
    const names = (await readMigrationFiles()).map((f) => f.name);
    expect(names.slice(0, RELEASED.length), "New migrations go after the released ones, with the next number.").toEqual(RELEASED.map(([name]) => name));
  });
});
