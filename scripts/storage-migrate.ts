// npm run storage:migrate — copies the files under STORAGE_DIR (default .data/storage) to the bucket of the S3_*
// settings (STORAGE=s3). Safe to run again: what the bucket already holds with the same size is skipped, so an
// interrupted run resumes where it stopped. Every copy is verified by size. Local files are left as they are.
import { storageRoot } from "@/lib/storage/local-disk-storage";
import { migrateLocalFiles } from "@/lib/storage/migrate-local-files";
import { S3Storage, s3Client } from "@/lib/storage/s3-storage";
import { StorageConfigError, storageConfig } from "@/lib/storage/storage-config";

async function main(): Promise<number> {
  let config;
  try {
    config = storageConfig();
  } catch (error) {
    if (!(error instanceof StorageConfigError)) throw error;
    console.error(`storage:migrate: ${error.message}`);
    return 1;
  }
  if (config.kind !== "s3") {
    console.error("storage:migrate copies local files to a bucket: set STORAGE=s3 and the S3_* settings of the bucket.");
    return 1;
  }
  const root = storageRoot();
  const target = new S3Storage(s3Client(config.s3), config.s3);
  console.log(`Copying ${root} to ${target.describe()}…`);
  const report = await migrateLocalFiles(root, target, { onProgress: (line) => console.log(`  ${line}`) });
  const bytes = report.copied.reduce((sum, file) => sum + file.size, 0);
  console.log(
    `copied ${report.copied.length} file(s) (${bytes} bytes), skipped ${report.skipped.length} already in the bucket with the same size, ` +
      `ignored ${report.ignored.length} that are not stored files, ${report.failed.length} failed.`,
  );
  for (const key of report.ignored) console.log(`  ignored ${key}`);
  if (report.failed.length > 0) {
    console.error("Some files were not copied: run the command again (it resumes) once the cause is fixed.");
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error("storage:migrate failed:", error);
    process.exit(1);
  },
);
