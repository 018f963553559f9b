package com.marquee.player.core

private val LOOKALIKE_ORIGINS = listOf(
    "https://appassets.androidplatform.net.evil.com",
    "https://appassets.androidplatform.net@evil.com",
    "https://evil.com#appassets.androidplatform.net",
    "https://evil.com/https://appassets.androidplatform.net",
    "https://xappassets.androidplatform.net",
    "https://appassets.androidplatform.net.",
    "https://appassets.androidplatform.net:8443",
    "https://\u0430ppassets.androidplatform.net", // Cyrillic a
    "http://appassets.androidplatform.net",
    "wss://appassets.androidplatform.net",
    "file://",
    "null",
    "",
)

fun originPolicyTests() = suite {
    test("origin.appMainFrameAllowed") {
        val policy = OriginPolicy()
        for (origin in listOf("https://appassets.androidplatform.net", "https://appassets.androidplatform.net/", "HTTPS://AppAssets.androidplatform.net", "https://appassets.androidplatform.net:443")) {
            check(policy.allowsMessage(MessageSource(origin, isMainFrame = true))) { "$origin refused" }
        }
        assertEquals(true, newRouter().call(request("power.isDisplayOn")).isOk(), "app call answered")
    }

    test("origin.foreignOriginRefusedHandlerNotRun") {
        val harness = newRouter()
        for (origin in listOf("https://evil.com", "https://signage.example.com", null)) {
            val replies = harness.send(request("power.reboot", id = "r9"), MessageSource(origin, isMainFrame = true))
            assertEquals(1, replies.size, "replies for $origin")
            val reply = JsonParser.parse(replies[0]) as Json.Obj
            assertEquals("PERMISSION_DENIED", reply.errorCode(), "code for $origin")
            assertEquals("r9", reply.idText(), "id for $origin")
        }
        assertEquals(emptyList<String>(), harness.device.calls, "device calls")
    }

    test("origin.subframeRefused") {
        val harness = newRouter(mapOf("https://cdn/a" to byteArrayOf(1)))
        val subframe = MessageSource("https://appassets.androidplatform.net", isMainFrame = false)
        val reply = harness.call(request("files.download", """{"url":"https://cdn/a","name":"a"}"""), subframe)
        assertEquals("PERMISSION_DENIED", reply.errorCode(), "code")
        assertEquals(emptyList<String>(), harness.downloader.opened, "downloads")
        assertEquals(0, harness.filesDir.list()?.size ?: 0, "files written")
    }

    test("origin.lookalikeOriginsRefused") {
        val harness = newRouter()
        for (origin in LOOKALIKE_ORIGINS) {
            val reply = harness.call(request("kiosk.enable"), MessageSource(origin, isMainFrame = true))
            assertEquals("PERMISSION_DENIED", reply.errorCode(), "code for ${Json.of(origin).encode()}")
        }
        assertEquals(emptyList<String>(), harness.device.calls, "device calls")
    }

    test("origin.navigationStaysInTheApp") {
        val policy = OriginPolicy()
        for (url in listOf(
            "https://appassets.androidplatform.net/assets/player/index.html",
            "https://appassets.androidplatform.net/assets/player/index.html?x=1#top",
            "https://appassets.androidplatform.net",
            "https://appassets.androidplatform.net?x",
            "HTTPS://APPASSETS.ANDROIDPLATFORM.NET/",
        )) check(policy.allowsNavigation(url)) { "$url blocked" }
        for (url in LOOKALIKE_ORIGINS.map { "$it/assets/player/index.html" } + listOf(
            "https://evil.com\\@appassets.androidplatform.net/",
            "https://appassets.androidplatform.net%2eevil.com/",
            "https://appassets.androidplatform.net\t.evil.com/",
            " https://appassets.androidplatform.net/",
            "javascript:alert(1)",
            "about:blank",
            "intent://scan/#Intent;scheme=zxing;end",
            "https:appassets.androidplatform.net/",
        )) check(!policy.allowsNavigation(url)) { "${Json.of(url).encode()} allowed" }
    }
}
