package com.marquee.player.core

import java.io.ByteArrayInputStream
import java.io.File
import java.io.FileInputStream
import java.io.FilterInputStream
import java.io.IOException
import java.io.InputStream

/** An HTTP answer for the WebView, before the glue wraps it in a WebResourceResponse. */
class ServedResponse(
    val status: Int,
    val reason: String,
    val mimeType: String,
    val headers: Map<String, String>,
    val body: InputStream,
)

/**
 * Serves kept files to the page at [prefix] on the app origin, with byte ranges: a video element
 * seeks and starts playing by asking for ranges, and a server that always answers 200 makes some
 * WebViews read the whole file before playing, or refuse to seek. The WebView hands the glue the
 * request's headers only in WebViewClient.shouldInterceptRequest (WebViewAssetLoader's path
 * handlers see the path alone), so the glue calls [serve] from there.
 */
class KeptFileServer(private val store: FileStore, val prefix: String = "/files/marquee-files/") {
    /** The answer for a request to [path] (the URL's path), or null when the path is not under [prefix]. */
    fun serve(path: String, method: String, headers: Map<String, String>): ServedResponse? {
        if (!path.startsWith(prefix)) return null
        if (method != "GET" && method != "HEAD") return empty(405, "Method Not Allowed", mapOf("Allow" to "GET, HEAD"))
        val (file, kept) = store.find(path.removePrefix(prefix)) ?: return empty(404, "Not Found")
        val size = file.length()
        val mimeType = MediaTypes.of(kept.name, kept.sourceUrl, head(file))
        val common = mapOf("Accept-Ranges" to "bytes", "Cache-Control" to "no-cache")
        val range = headers.entries.firstOrNull { it.key.equals("Range", ignoreCase = true) }?.value
        return when (val answer = ByteRange.parse(range, size)) {
            RangeAnswer.Whole -> ServedResponse(
                200, "OK", mimeType, common + ("Content-Length" to "$size"), body(method, file, 0, size),
            )
            is RangeAnswer.Part -> ServedResponse(
                206,
                "Partial Content",
                mimeType,
                common + mapOf(
                    "Content-Length" to "${answer.length}",
                    "Content-Range" to "bytes ${answer.first}-${answer.last}/$size",
                ),
                body(method, file, answer.first, answer.length),
            )
            RangeAnswer.Unsatisfiable ->
                empty(416, "Range Not Satisfiable", common + ("Content-Range" to "bytes */$size"), mimeType)
        }
    }

    private fun empty(status: Int, reason: String, headers: Map<String, String> = emptyMap(), type: String = "text/plain") =
        ServedResponse(status, reason, type, headers + ("Content-Length" to "0"), ByteArrayInputStream(ByteArray(0)))

    private fun body(method: String, file: File, first: Long, length: Long): InputStream =
        if (method == "HEAD") ByteArrayInputStream(ByteArray(0)) else slice(file, first, length)

    private fun head(file: File): ByteArray = FileInputStream(file).use { input ->
        val buffer = ByteArray(SNIFF_BYTES)
        var filled = 0
        while (filled < buffer.size) {
            val n = input.read(buffer, filled, buffer.size - filled)
            if (n < 0) break
            filled += n
        }
        buffer.copyOf(filled)
    }

    companion object {
        private const val SNIFF_BYTES = 512

        /** [length] bytes of [file] from [first]; the stream owns the file handle until closed. */
        fun slice(file: File, first: Long, length: Long): InputStream {
            val input = FileInputStream(file)
            try {
                var skipped = 0L
                while (skipped < first) {
                    val n = input.skip(first - skipped)
                    if (n <= 0) throw IOException("${file.name} is shorter than $first bytes")
                    skipped += n
                }
            } catch (e: IOException) {
                input.close()
                throw e
            }
            return LimitedInputStream(input, length)
        }
    }
}

/** Reads at most [remaining] bytes of [input]. */
private class LimitedInputStream(input: InputStream, private var remaining: Long) : FilterInputStream(input) {
    override fun read(): Int {
        if (remaining <= 0) return -1
        val b = super.read()
        if (b >= 0) remaining--
        return b
    }

    override fun read(b: ByteArray, off: Int, len: Int): Int {
        if (remaining <= 0) return -1
        val n = super.read(b, off, minOf(len.toLong(), remaining).toInt())
        if (n > 0) remaining -= n
        return n
    }

    override fun skip(n: Long): Long {
        val skipped = super.skip(minOf(n, remaining))
        remaining -= skipped
        return skipped
    }

    override fun available(): Int = minOf(super.available().toLong(), remaining).toInt()

    override fun markSupported(): Boolean = false
}
