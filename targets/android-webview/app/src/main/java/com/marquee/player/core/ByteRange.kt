package com.marquee.player.core

/** What a `Range` request header asks of a file of a known size (RFC 9110, section 14). */
sealed class RangeAnswer {
    /** No usable range: send the whole file with 200. */
    object Whole : RangeAnswer()

    /** Send bytes [first]..[last] (inclusive) with 206 and `Content-Range: bytes first-last/size`. */
    data class Part(val first: Long, val last: Long) : RangeAnswer() {
        val length: Long get() = last - first + 1
    }

    /** No byte of the range exists: 416 with `Content-Range: bytes * /size` (no space). */
    object Unsatisfiable : RangeAnswer()
}

/**
 * Parses a `Range` header for one file. Only the "bytes" unit with a single range is answered with
 * a part: a media element asks for one range at a time, and a multipart/byteranges body is not
 * worth building for anyone else, so several ranges get the whole file (RFC 9110 lets a server
 * ignore Range). A header that does not parse is ignored too (200), as the RFC asks; only a
 * well-formed range that starts past the end is 416.
 */
object ByteRange {
    private val SINGLE = Regex("""bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*""", RegexOption.IGNORE_CASE)

    fun parse(header: String?, size: Long): RangeAnswer {
        if (header == null || header.contains(',')) return RangeAnswer.Whole
        val match = SINGLE.matchEntire(header.trim()) ?: return RangeAnswer.Whole
        val (firstText, lastText) = match.destructured
        return when {
            firstText.isEmpty() && lastText.isEmpty() -> RangeAnswer.Whole
            firstText.isEmpty() -> suffix(lastText.toLongOrNull() ?: Long.MAX_VALUE, size)
            else -> fromOffset(firstText.toLongOrNull(), lastText.takeIf { it.isNotEmpty() }?.toLongOrNull(), lastText, size)
        }
    }

    /** `bytes=-n`: the last n bytes; n of 0 (or an empty file) selects nothing. */
    private fun suffix(n: Long, size: Long): RangeAnswer =
        if (n == 0L || size == 0L) RangeAnswer.Unsatisfiable else RangeAnswer.Part(maxOf(0L, size - n), size - 1)

    /** `bytes=a-` and `bytes=a-b`; b past the end is clipped, b before a makes the header invalid. */
    private fun fromOffset(first: Long?, last: Long?, lastText: String, size: Long): RangeAnswer {
        if (first == null) return RangeAnswer.Unsatisfiable // more digits than a Long: past any file's end
        if (lastText.isNotEmpty() && last != null && last < first) return RangeAnswer.Whole
        if (first >= size) return RangeAnswer.Unsatisfiable
        val end = if (last == null) size - 1 else minOf(last, size - 1)
        return RangeAnswer.Part(first, end)
    }
}
