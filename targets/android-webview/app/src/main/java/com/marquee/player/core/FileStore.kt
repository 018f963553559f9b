package com.marquee.player.core

import java.io.File
import java.io.IOException
import java.security.MessageDigest
import java.util.UUID

/** A kept file as the page sees it (sdk LocalFile). */
data class LocalFile(
    val name: String,
    val url: String,
    val sourceUrl: String,
    val sizeBytes: Long,
    val checksum: String,
) {
    fun toJson(): Json.Obj = Json.obj(
        "name" to Json.of(name),
        "url" to Json.of(url),
        "sourceUrl" to Json.of(sourceUrl),
        "sizeBytes" to Json.of(sizeBytes),
        "checksum" to Json.of(checksum),
    )
}

/**
 * The player's kept media (host.files). Content lives in [filesDir], which the WebView serves at
 * [publicBaseUrl]; a download is written to a temp file in [workDir] and only renamed into place
 * once complete and verified, so the page never sees half a file. workDir also holds each file's
 * metadata (where it came from, its sha256). Both directories must be on the same file system
 * for the rename to be atomic (on Android both sit under Context.filesDir).
 */
class FileStore(
    private val filesDir: File,
    private val workDir: File,
    private val downloader: Downloader,
    private val publicBaseUrl: String = "${OriginPolicy.APP_ORIGIN}/files/marquee-files/",
) {
    private val metaDir = File(workDir, "meta")
    private val tempDir = File(workDir, "tmp")

    init {
        for (dir in listOf(filesDir, metaDir, tempDir)) dir.mkdirs()
        // Temp files of downloads a crash or reboot cut off are never finished.
        tempDir.listFiles()?.forEach { it.delete() }
    }

    /**
     * Downloads [url] as [name] (already sanitized by the caller or not: it is checked again),
     * verifies [expectedSha256] when given (null: no check), and replaces an older file of that name.
     */
    fun download(url: String, name: String, expectedSha256: String?, progress: DownloadProgress): LocalFile {
        val safeName = sanitizeName(name)
        val expected = expectedSha256?.let { normalizeChecksum(it) }
        HttpRules.requireHttpUrl(url)
        val temp = File(tempDir, "download-${UUID.randomUUID()}.part")
        try {
            val (size, actual) = fetchToTemp(url, temp, progress)
            if (expected != null && expected != actual) {
                throw HostException(HostErrorCode.CHECKSUM_MISMATCH, "Checksum of $url is $actual, expected $expected")
            }
            val file = LocalFile(safeName, publicBaseUrl + safeName, url, size, actual)
            moveIntoPlace(temp, File(filesDir, safeName))
            writeMeta(file)
            return file
        } finally {
            // After a successful rename there is nothing left to delete; after a failure, the partial bytes.
            temp.delete()
        }
    }

    /** Every kept file with its metadata; a file whose metadata was lost is left out. */
    fun list(): List<LocalFile> =
        (metaDir.listFiles() ?: emptyArray()).sortedBy { it.name }.mapNotNull { meta ->
            readMeta(meta)?.takeIf { File(filesDir, it.name).isFile }
        }

    /** Deletes [name]; an unknown name is fine (the page may delete twice). A hostile name is refused. */
    fun delete(name: String) {
        val safeName = sanitizeName(name)
        File(filesDir, safeName).delete()
        File(metaDir, safeName).delete()
    }

    /** The kept file [name] and its metadata, or null when no such file is kept (or the name is hostile). */
    fun find(name: String): Pair<File, LocalFile>? {
        val safeName = try {
            sanitizeName(name)
        } catch (e: HostException) {
            return null
        }
        val file = File(filesDir, safeName)
        val meta = readMeta(File(metaDir, safeName)) ?: return null
        return if (file.isFile) file to meta else null
    }

    /** Bytes the app may still write where the files live. */
    fun freeSpace(): Long = filesDir.usableSpace

    private fun fetchToTemp(url: String, temp: File, progress: DownloadProgress): Pair<Long, String> {
        val digest = MessageDigest.getInstance("SHA-256")
        var loaded = 0L
        val body = try {
            downloader.open(url)
        } catch (e: IOException) {
            throw HostException(HostErrorCode.NETWORK_ERROR, "Could not download $url: $e", e)
        }
        body.use {
            val total = body.lengthBytes?.takeIf { it >= 0 }
            if (total != null && total > freeSpace()) {
                throw HostException(HostErrorCode.DISK_FULL, "$url needs $total bytes; ${freeSpace()} are free")
            }
            val buffer = ByteArray(BUFFER_BYTES)
            var reported = 0L
            try {
                temp.outputStream().use { out ->
                    while (true) {
                        val n = readOrNetworkError(body, buffer, url)
                        if (n < 0) break
                        out.write(buffer, 0, n)
                        digest.update(buffer, 0, n)
                        loaded += n
                        // One progress message per 64 KiB keeps the bridge quiet and the page's timeout fed.
                        if (loaded - reported >= PROGRESS_STEP_BYTES) {
                            progress.onProgress(loaded, total)
                            reported = loaded
                        }
                    }
                }
            } catch (e: IOException) {
                // Reads were mapped above, so an IOException here comes from writing.
                val full = e.message.orEmpty().contains("ENOSPC") || e.message.orEmpty().contains("No space left")
                throw HostException(
                    if (full) HostErrorCode.DISK_FULL else HostErrorCode.PLATFORM_ERROR,
                    "Could not write $url: $e",
                    e,
                )
            }
            if (loaded != reported || loaded == 0L) progress.onProgress(loaded, total)
        }
        return loaded to digest.digest().toHex()
    }

    private fun readOrNetworkError(body: DownloadBody, buffer: ByteArray, url: String): Int = try {
        body.stream.read(buffer)
    } catch (e: IOException) {
        throw HostException(HostErrorCode.NETWORK_ERROR, "Download of $url broke off: $e", e)
    }

    private fun moveIntoPlace(temp: File, target: File) {
        // File.renameTo is rename(2): atomic, and it replaces an existing file on Linux.
        // (java.nio.file.Files.move would say so explicitly but needs Android API 26; minSdk is 24.)
        if (!temp.renameTo(target)) throw HostException(HostErrorCode.PLATFORM_ERROR, "Could not move the download to ${target.name}")
    }

    private fun writeMeta(file: LocalFile) {
        val temp = File(tempDir, "meta-${UUID.randomUUID()}.part")
        temp.writeText(file.toJson().encode(), Charsets.UTF_8)
        moveIntoPlace(temp, File(metaDir, file.name))
    }

    private fun readMeta(meta: File): LocalFile? = try {
        val json = JsonParser.parse(meta.readText(Charsets.UTF_8)) as Json.Obj
        LocalFile(
            name = (json["name"] as Json.Str).value,
            url = (json["url"] as Json.Str).value,
            sourceUrl = (json["sourceUrl"] as Json.Str).value,
            sizeBytes = (json["sizeBytes"] as Json.Num).toLongOrNull() ?: 0,
            checksum = (json["checksum"] as Json.Str).value,
        )
    } catch (e: Exception) {
        null // unreadable metadata: the file is treated as not kept and will be downloaded again
    }

    companion object {
        const val MAX_NAME_LENGTH = 255
        private const val BUFFER_BYTES = 64 * 1024
        private const val PROGRESS_STEP_BYTES = 64 * 1024L
        private val NAME = Regex("[A-Za-z0-9._-]+")
        private val SHA256_HEX = Regex("[0-9a-f]{64}")

        /**
         * [name] if it is safe as a single file name in the files directory, else a refusal.
         * Hostile names are refused, not rewritten: "a/b" and "a_b" must not end up as one file.
         */
        fun sanitizeName(name: String): String {
            val reason = when {
                name.isEmpty() -> "is empty"
                name == "." || name == ".." -> "is a directory reference"
                name.length > MAX_NAME_LENGTH -> "is longer than $MAX_NAME_LENGTH characters"
                !NAME.matches(name) -> "may only hold letters, digits, '.', '_' and '-'"
                else -> return name
            }
            throw invalidArgument("File name ${Json.of(name.take(80)).encode()} $reason")
        }

        /** A sha256 as lowercase hex, or a refusal: a malformed checksum could never match. */
        fun normalizeChecksum(checksum: String): String = checksum.lowercase().takeIf { SHA256_HEX.matches(it) }
            ?: throw invalidArgument("checksum must be a sha256 in hex (64 characters) or null")
    }
}

private fun ByteArray.toHex(): String = joinToString("") { "%02x".format(it) }
