package com.marquee.player.core

import java.io.Closeable
import java.io.InputStream

/** An open HTTP(S) response body: the bytes, and their count when the server said it. */
class DownloadBody(val stream: InputStream, val lengthBytes: Long?) : Closeable {
    override fun close() = stream.close()
}

/**
 * Where [FileStore] gets bytes from. On the device this is OkHttp; in tests, a map of URLs to
 * bytes. [open] throws [HostException] (NETWORK_ERROR) for a failed response, and may throw
 * IOException, which the store reports as NETWORK_ERROR too.
 */
fun interface Downloader {
    fun open(url: String): DownloadBody
}

/** Progress of one download: bytes so far, and the total when known. */
fun interface DownloadProgress {
    fun onProgress(loadedBytes: Long, totalBytes: Long?)
}
