package com.marquee.player.core

/** Text that is not one well-formed JSON value; `offset` is where reading stopped. */
class JsonSyntaxException(message: String, val offset: Int) : Exception("$message at offset $offset")

/**
 * A strict RFC 8259 reader: one value, optional whitespace around it, nothing after it. Requests
 * come from a web page, so the reader bounds nesting (a deep `[[[[...` would otherwise overflow the
 * stack of the bridge thread) and rejects everything JSON.stringify would never write.
 */
class JsonParser private constructor(private val text: String) {
    private var pos = 0

    companion object {
        const val MAX_DEPTH = 64

        fun parse(text: String): Json {
            val parser = JsonParser(text)
            parser.skipWhitespace()
            val value = parser.readValue(depth = 0)
            parser.skipWhitespace()
            if (parser.pos != text.length) throw parser.error("Unexpected text after the JSON value")
            return value
        }
    }

    private fun error(message: String) = JsonSyntaxException(message, pos)

    private fun skipWhitespace() {
        while (pos < text.length && text[pos].let { it == ' ' || it == '\t' || it == '\n' || it == '\r' }) pos++
    }

    private fun readValue(depth: Int): Json {
        if (pos >= text.length) throw error("Unexpected end of input")
        return when (val c = text[pos]) {
            '{' -> readObject(depth + 1)
            '[' -> readArray(depth + 1)
            '"' -> Json.Str(readString())
            't' -> readWord("true", Json.Bool(true))
            'f' -> readWord("false", Json.Bool(false))
            'n' -> readWord("null", Json.Null)
            else -> if (c == '-' || c in '0'..'9') readNumber() else throw error("Unexpected character '$c'")
        }
    }

    private fun enter(depth: Int) {
        if (depth > MAX_DEPTH) throw error("JSON nested deeper than $MAX_DEPTH levels")
        pos++
    }

    private fun readObject(depth: Int): Json {
        enter(depth)
        val fields = LinkedHashMap<String, Json>()
        skipWhitespace()
        if (peek() == '}') return Json.Obj(fields).also { pos++ }
        while (true) {
            skipWhitespace()
            if (peek() != '"') throw error("Expected a string key")
            val key = readString()
            skipWhitespace()
            expect(':')
            skipWhitespace()
            // A repeated key keeps the last value, as JSON.parse does.
            fields[key] = readValue(depth)
            skipWhitespace()
            when (peek()) {
                ',' -> pos++
                '}' -> return Json.Obj(fields).also { pos++ }
                else -> throw error("Expected ',' or '}'")
            }
        }
    }

    private fun readArray(depth: Int): Json {
        enter(depth)
        val items = ArrayList<Json>()
        skipWhitespace()
        if (peek() == ']') return Json.Arr(items).also { pos++ }
        while (true) {
            skipWhitespace()
            items.add(readValue(depth))
            skipWhitespace()
            when (peek()) {
                ',' -> pos++
                ']' -> return Json.Arr(items).also { pos++ }
                else -> throw error("Expected ',' or ']'")
            }
        }
    }

    private fun readString(): String {
        expect('"')
        val out = StringBuilder()
        while (true) {
            if (pos >= text.length) throw error("Unterminated string")
            val c = text[pos++]
            when {
                c == '"' -> return out.toString()
                c == '\\' -> out.append(readEscape())
                c < ' ' -> {
                    pos--
                    throw error("Control character in string")
                }
                else -> out.append(c)
            }
        }
    }

    private fun readEscape(): Char {
        if (pos >= text.length) throw error("Unterminated escape")
        return when (val c = text[pos++]) {
            '"' -> '"'
            '\\' -> '\\'
            '/' -> '/'
            'b' -> '\b'
            'f' -> '\u000C'
            'n' -> '\n'
            'r' -> '\r'
            't' -> '\t'
            'u' -> {
                if (pos + 4 > text.length) throw error("Short \\u escape")
                var code = 0
                repeat(4) {
                    val digit = Character.digit(text[pos], 16)
                    if (digit < 0) throw error("Bad hex digit in \\u escape")
                    code = code * 16 + digit
                    pos++
                }
                // Surrogates pass through one by one: "\ud83d\ude00" becomes the pair again.
                code.toChar()
            }
            else -> {
                pos--
                throw error("Unknown escape '\\$c'")
            }
        }
    }

    private fun readNumber(): Json {
        val start = pos
        if (peek() == '-') pos++
        when {
            peek() == '0' -> pos++
            peek() in '1'..'9' -> skipDigits()
            else -> throw error("Expected a digit")
        }
        if (peek() == '.') {
            pos++
            if (peek() !in '0'..'9') throw error("Expected a digit after '.'")
            skipDigits()
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++
            if (peek() == '+' || peek() == '-') pos++
            if (peek() !in '0'..'9') throw error("Expected a digit in the exponent")
            skipDigits()
        }
        val literal = text.substring(start, pos)
        if (!literal.toDouble().isFinite()) throw error("Number out of range")
        return Json.Num.ofCheckedLiteral(literal)
    }

    private fun skipDigits() {
        while (peek() in '0'..'9') pos++
    }

    private fun readWord(word: String, value: Json): Json {
        if (!text.startsWith(word, pos)) throw error("Unexpected word")
        pos += word.length
        return value
    }

    private fun expect(c: Char) {
        if (peek() != c) throw error("Expected '$c'")
        pos++
    }

    /** The current character, or NUL at the end (NUL is never valid where peek is used). */
    private fun peek(): Char = if (pos < text.length) text[pos] else '\u0000'
}
