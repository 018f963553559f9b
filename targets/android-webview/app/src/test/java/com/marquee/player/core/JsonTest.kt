package com.marquee.player.core

fun jsonTests() = suite {
    test("json.roundTripEscapesAndUnicode") {
        val text = """"q\" bs\\ sl\/ \b\f\n\r\t \u00e9\u20AC \ud83d\ude00 é€😀 \u2028 \u0001 \u0000""""
        val parsed = JsonParser.parse(text) as Json.Str
        assertEquals("q\" bs\\ sl/ \b\u000C\n\r\t é€ 😀 é€😀 \u2028 \u0001 \u0000", parsed.value, "decoded string")
        val written = parsed.encode()
        // Raw non-ASCII stays raw; what JavaScript or JSON cannot carry raw is escaped.
        assertEquals(""""q\" bs\\ sl/ \b\f\n\r\t é€ 😀 é€😀 \u2028 \u0001 \u0000"""", written, "written string")
        assertEquals(parsed, JsonParser.parse(written), "round trip")
        val lone = Json.of("x\ud800y").encode()
        assertEquals(""""x\ud800y"""", lone, "lone surrogate escaped")
        assertEquals(Json.of("x\ud800y"), JsonParser.parse(lone), "lone surrogate round trip")
    }

    test("json.objectsArraysNumbers") {
        val text = """ { "a" : [0, -1, 1.5, 1e3, -0.25E-2, 9007199254740993, true, false, null], "b": {}, "c": [] } """
        val value = JsonParser.parse(text) as Json.Obj
        assertEquals("""{"a":[0,-1,1.5,1e3,-0.25E-2,9007199254740993,true,false,null],"b":{},"c":[]}""", value.encode(), "compact")
        val big = ((value["a"] as Json.Arr).items[5] as Json.Num).toLongOrNull()
        assertEquals(9007199254740993L, big, "integer above 2^53 stays exact")
        assertEquals("5", Json.of(5L).encode(), "long")
        assertEquals("2.5", Json.of(2.5).encode(), "double")
        assertEquals("3", Json.of(3.0).encode(), "whole double written as an integer")
        assertEquals(listOf("b", "a"), (JsonParser.parse("""{"b":1,"a":2}""") as Json.Obj).fields.keys.toList(), "key order")
    }

    test("json.rejectsMalformedText") {
        val bad = listOf(
            "", " ", "{", "}", "[1,]", "[1 2]", """{"a":1,}""", """{"a" 1}""", "{a:1}", "{'a':1}",
            "01", "1.", ".5", "+1", "-", "1e", "1e999", "NaN", "Infinity", "tru", "nul", "True",
            "\"abc", "\"\\x\"", "\"\\u12G4\"", "\"\\u12\"", "\"a\u0001b\"", "\"a\nb\"",
            "[1] 2", "{} x", "\"a\"\"b\"", "null null", "[1]]", "\u00a0[]",
        )
        for (text in bad) assertThrows<JsonSyntaxException>("parse ${Json.of(text).encode()}") { JsonParser.parse(text) }
    }

    test("json.nestingLimit") {
        val ok = "[".repeat(JsonParser.MAX_DEPTH) + "]".repeat(JsonParser.MAX_DEPTH)
        JsonParser.parse(ok)
        val tooDeep = "[".repeat(JsonParser.MAX_DEPTH + 1) + "]".repeat(JsonParser.MAX_DEPTH + 1)
        assertThrows<JsonSyntaxException>("65 levels") { JsonParser.parse(tooDeep) }
        // A hostile page's 100,000 open brackets: a clean refusal, not a StackOverflowError.
        assertThrows<JsonSyntaxException>("100k levels") { JsonParser.parse("[".repeat(100_000)) }
        assertThrows<JsonSyntaxException>("deep objects") { JsonParser.parse("""{"a":""".repeat(100) + "1" + "}".repeat(100)) }
    }

    test("base64.matchesTheJdk") {
        val random = java.util.Random(13)
        for (size in 0..70) {
            val bytes = ByteArray(size).also { random.nextBytes(it) }
            val encoded = Base64Codec.encode(bytes)
            assertEquals(java.util.Base64.getEncoder().encodeToString(bytes), encoded, "encode $size bytes")
            check(Base64Codec.decode(encoded).contentEquals(bytes)) { "decode $size bytes" }
        }
        for (bad in listOf("abc", "ab=c", "a===", "ab!=", "====", "é123", "ab\ncd==")) {
            assertThrows<IllegalArgumentException>("decode $bad") { Base64Codec.decode(bad) }
        }
    }
}
