package com.marquee.player.core

/**
 * The Content-Type of a kept file. Kept names may carry no extension (a sha256 checksum is a
 * common name), so the type comes from the first that knows it: the kept name's extension, the
 * extension of the URL it was downloaded from, then the file's first bytes. A media element
 * refuses to play a video served as application/octet-stream on some WebViews, so guessing from
 * the bytes is worth it.
 */
object MediaTypes {
    const val UNKNOWN = "application/octet-stream"

    private val BY_EXTENSION = mapOf(
        "mp4" to "video/mp4", "m4v" to "video/mp4", "mov" to "video/quicktime", "webm" to "video/webm",
        "mkv" to "video/x-matroska", "ts" to "video/mp2t", "m3u8" to "application/vnd.apple.mpegurl",
        "mp3" to "audio/mpeg", "m4a" to "audio/mp4", "aac" to "audio/aac", "ogg" to "audio/ogg",
        "oga" to "audio/ogg", "opus" to "audio/ogg", "wav" to "audio/wav", "flac" to "audio/flac",
        "png" to "image/png", "jpg" to "image/jpeg", "jpeg" to "image/jpeg", "gif" to "image/gif",
        "webp" to "image/webp", "avif" to "image/avif", "svg" to "image/svg+xml", "bmp" to "image/bmp",
        "ico" to "image/x-icon", "pdf" to "application/pdf", "json" to "application/json",
        "html" to "text/html", "htm" to "text/html", "css" to "text/css", "js" to "text/javascript",
        "txt" to "text/plain", "csv" to "text/csv", "xml" to "application/xml",
        "woff" to "font/woff", "woff2" to "font/woff2", "ttf" to "font/ttf", "otf" to "font/otf",
        "vtt" to "text/vtt",
    )

    /** The type of a kept file from its [name], the URL it came from, or its first bytes. */
    fun of(name: String, sourceUrl: String?, head: ByteArray): String =
        byExtension(name) ?: sourceUrl?.let { byExtension(urlPath(it)) } ?: sniff(head) ?: UNKNOWN

    fun byExtension(name: String): String? {
        val dot = name.lastIndexOf('.')
        if (dot < 0 || dot == name.length - 1 || name.indexOf('/', dot) >= 0) return null
        return BY_EXTENSION[name.substring(dot + 1).lowercase()]
    }

    /** The last path segment of [url], without query or fragment. */
    private fun urlPath(url: String): String {
        val path = url.substringBefore('#').substringBefore('?')
        return path.substringAfter("://", path).substringAfter('/', "").substringAfterLast('/')
    }

    /** Well-known signatures (the WHATWG MIME Sniffing standard's image, audio and video patterns). */
    fun sniff(head: ByteArray): String? {
        fun at(offset: Int, vararg bytes: Int) =
            head.size >= offset + bytes.size && bytes.indices.all { head[offset + it] == bytes[it].toByte() }
        fun ascii(offset: Int, text: String) = at(offset, *text.map { it.code }.toIntArray())
        return when {
            at(0, 0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A) -> "image/png"
            at(0, 0xFF, 0xD8, 0xFF) -> "image/jpeg"
            ascii(0, "GIF87a") || ascii(0, "GIF89a") -> "image/gif"
            ascii(0, "RIFF") && ascii(8, "WEBP") -> "image/webp"
            ascii(0, "RIFF") && ascii(8, "WAVE") -> "audio/wav"
            ascii(4, "ftypavif") -> "image/avif"
            ascii(4, "ftypqt") -> "video/quicktime"
            ascii(4, "ftypM4A") -> "audio/mp4"
            ascii(4, "ftyp") -> "video/mp4"
            at(0, 0x1A, 0x45, 0xDF, 0xA3) -> if (containsAscii(head, "webm")) "video/webm" else "video/x-matroska"
            ascii(0, "OggS") -> "audio/ogg"
            ascii(0, "ID3") || at(0, 0xFF, 0xFB) || at(0, 0xFF, 0xF3) || at(0, 0xFF, 0xF2) -> "audio/mpeg"
            ascii(0, "fLaC") -> "audio/flac"
            ascii(0, "%PDF-") -> "application/pdf"
            ascii(0, "wOF2") -> "font/woff2"
            ascii(0, "wOFF") -> "font/woff"
            at(0, 0x47) && head.size > 188 && head[188] == 0x47.toByte() -> "video/mp2t"
            else -> null
        }
    }

    private fun containsAscii(head: ByteArray, text: String): Boolean =
        String(head, Charsets.ISO_8859_1).contains(text)
}
