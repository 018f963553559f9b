package com.marquee.player.core

/**
 * Standard base64 with padding (RFC 4648 section 4), what the page's btoa/atob use for fetch
 * bodies. Hand-written because java.util.Base64 needs Android API 26 and the app's minSdk is 24,
 * while android.util.Base64 does not exist on the JVM these classes are tested on.
 */
object Base64Codec {
    private const val ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    private val VALUES = IntArray(128) { -1 }.also { table -> ALPHABET.forEachIndexed { i, c -> table[c.code] = i } }

    fun encode(bytes: ByteArray): String {
        val out = StringBuilder((bytes.size + 2) / 3 * 4)
        var i = 0
        while (i < bytes.size) {
            val b0 = bytes[i].toInt() and 0xff
            val b1 = if (i + 1 < bytes.size) bytes[i + 1].toInt() and 0xff else 0
            val b2 = if (i + 2 < bytes.size) bytes[i + 2].toInt() and 0xff else 0
            out.append(ALPHABET[b0 shr 2])
            out.append(ALPHABET[((b0 and 0x03) shl 4) or (b1 shr 4)])
            out.append(if (i + 1 < bytes.size) ALPHABET[((b1 and 0x0f) shl 2) or (b2 shr 6)] else '=')
            out.append(if (i + 2 < bytes.size) ALPHABET[b2 and 0x3f] else '=')
            i += 3
        }
        return out.toString()
    }

    /** The bytes of [text]; throws [IllegalArgumentException] for anything but padded base64. */
    fun decode(text: String): ByteArray {
        require(text.length % 4 == 0) { "Base64 length must be a multiple of 4" }
        val padding = when {
            text.endsWith("==") -> 2
            text.endsWith("=") -> 1
            else -> 0
        }
        val out = ByteArray(text.length / 4 * 3 - padding)
        var o = 0
        for (block in 0 until text.length / 4) {
            var bits = 0
            for (k in 0 until 4) {
                val c = text[block * 4 + k]
                val inPadding = c == '=' && block == text.length / 4 - 1 && k >= 4 - padding
                val value = if (inPadding) 0 else if (c.code < 128) VALUES[c.code] else -1
                require(value >= 0) { "Not a base64 character: '$c'" }
                bits = (bits shl 6) or value
            }
            for (shift in intArrayOf(16, 8, 0)) if (o < out.size) out[o++] = (bits shr shift).toByte()
        }
        return out
    }
}
