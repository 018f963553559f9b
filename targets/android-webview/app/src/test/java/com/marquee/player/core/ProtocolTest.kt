package com.marquee.player.core

fun protocolTests() = suite {
    test("protocol.parsesReadmeRequest") {
        val parsed = BridgeProtocol.parse("""{"v":1,"id":"r7","method":"files.download","args":{"url":"https://x/a.mp4","name":"a.mp4","checksum":null}}""")
        val request = (parsed as? ParsedMessage.Request)?.request ?: throw TestFailure("not parsed: $parsed")
        assertEquals("r7", request.id, "id")
        assertEquals("files.download", request.method, "method")
        assertEquals("https://x/a.mp4", request.args.string("url"), "url")
        assertEquals(null, request.args.optionalString("checksum"), "null checksum")
        val noArgs = BridgeProtocol.parse("""{"v":1,"id":"r8","method":"getInfo"}""")
        check(noArgs is ParsedMessage.Request) { "absent args mean {}: $noArgs" }
    }

    test("protocol.repliesMatchReadme") {
        assertEquals("""{"v":1,"id":"r7","ok":true,"value":null}""", BridgeProtocol.success("r7", Json.Null), "success")
        assertEquals(
            """{"v":1,"id":"r7","ok":false,"error":{"code":"NETWORK_ERROR","message":"a \"b\""}}""",
            BridgeProtocol.failure("r7", HostErrorCode.NETWORK_ERROR, "a \"b\""),
            "failure",
        )
        assertEquals(
            """{"v":1,"id":null,"ok":false,"error":{"code":"PLATFORM_ERROR","message":"m"}}""",
            BridgeProtocol.failure(null, HostErrorCode.PLATFORM_ERROR, "m"),
            "failure without id",
        )
        assertEquals(
            """{"v":1,"id":"r7","progress":{"loadedBytes":65536,"totalBytes":262144}}""",
            BridgeProtocol.progress("r7", 65536, 262144),
            "progress",
        )
        assertEquals("""{"v":1,"id":"r7","progress":{"loadedBytes":1,"totalBytes":null}}""", BridgeProtocol.progress("r7", 1, null), "unknown total")
    }

    test("protocol.malformedMessagesGetErrorReplies") {
        val harness = newRouter()
        // message -> the id the error reply must carry (null when none could be read)
        val shapes = listOf(
            "not json" to null, "" to null, "[]" to null, "\"r1\"" to null, "null" to null, "42" to null,
            """{"v":1,"id":"r1","method":"getInfo"} trailing""" to null,
            """{"v":1,"id":"r1","method":"getInfo"""" to null,
            "[".repeat(1000) to null,
            """{"v":1,"method":"getInfo","args":{}}""" to null,
            """{"v":1,"id":7,"method":"getInfo","args":{}}""" to null,
            """{"v":1,"id":"","method":"getInfo","args":{}}""" to null,
            """{"v":1,"id":"${"x".repeat(200)}","method":"getInfo","args":{}}""" to null,
            """{"v":2,"id":"r1","method":"getInfo","args":{}}""" to "r1",
            """{"id":"r1","method":"getInfo","args":{}}""" to "r1",
            """{"v":"1","id":"r1","method":"getInfo","args":{}}""" to "r1",
            """{"v":1.5,"id":"r1","method":"getInfo","args":{}}""" to "r1",
            """{"v":1,"id":"r1","args":{}}""" to "r1",
            """{"v":1,"id":"r1","method":5,"args":{}}""" to "r1",
            """{"v":1,"id":"r1","method":"getInfo","args":[]}""" to "r1",
            """{"v":1,"id":"r1","method":"getInfo","args":"x"}""" to "r1",
            """{"v":1,"id":"r1","method":"getInfo","args":null}""" to "r1",
            request("files.download", """{"url":5,"name":"a.mp4"}""") to "r1",
            request("files.download", """{"url":"https://x/a","name":"a","checksum":5}""") to "r1",
            request("files.download", """{"url":"https://x/a","name":"a","checksum":"abc"}""") to "r1",
            request("files.delete", """{"name":null}""") to "r1",
            request("state.set", """{"key":"k","json":{"a":1}}""") to "r1",
            request("fetch", """{"url":"https://x/","headers":{"a":"b"}}""") to "r1",
            request("fetch", """{"url":"https://x/","headers":[["a"]]}""") to "r1",
            request("permissions.check", """{"name":["android.permission.CAMERA"]}""") to "r1",
        )
        for ((message, id) in shapes) {
            val replies = try {
                harness.send(message)
            } catch (e: Throwable) {
                throw TestFailure("${message.take(60)} threw $e")
            }
            assertEquals(1, replies.size, "reply count for ${message.take(60)}")
            val reply = JsonParser.parse(replies[0]) as Json.Obj
            check(!reply.isOk()) { "${message.take(60)} was accepted: ${replies[0]}" }
            assertEquals("PLATFORM_ERROR", reply.errorCode(), "code for ${message.take(60)}")
            assertEquals(id, reply.idText(), "id for ${message.take(60)}")
            assertEquals(Json.of(1), reply["v"], "v for ${message.take(60)}")
        }
        assertEquals(emptyList<String>(), harness.device.calls, "device calls")
        assertEquals(emptyList<String>(), harness.downloader.opened, "downloads")
        assertEquals(0, harness.http.requests.size, "fetches")
        assertEquals(emptyMap<String, String>(), harness.state.map, "state")
    }

    test("protocol.unknownMethodIsNotAvailable") {
        val harness = newRouter()
        for (method in listOf("video.play", "power.sleep", "system.exec", "__proto__", "constructor", "getinfo", "files.download ")) {
            val reply = harness.call(request(method))
            assertEquals("METHOD_NOT_AVAILABLE", reply.errorCode(), "code for $method")
            assertEquals("r1", reply.idText(), "id for $method")
        }
        assertEquals(emptyList<String>(), harness.device.calls, "device calls")
    }

    test("protocol.aFailingHandlerStillAnswersOnce") {
        val device = object : DevicePlatform by FakeDevice() {
            override fun location(): GeoFix = throw IllegalStateException("no fix yet")
            override fun reboot() = throw HostException(HostErrorCode.METHOD_NOT_AVAILABLE, "Reboot needs device owner")
        }
        val root = tempDir()
        val router = MethodRouter(device, FileStore(java.io.File(root, "f"), java.io.File(root, "w"), MapDownloader(emptyMap())), MemoryStore(), RecordingHttp())
        val endpoint = BridgeEndpoint(OriginPolicy(), router)
        val replies = mutableListOf<String>()
        endpoint.handle(request("getLocation"), APP_SOURCE) { replies += it }
        endpoint.handle(request("power.reboot", id = "r2"), APP_SOURCE) { replies += it }
        assertEquals(2, replies.size, "replies")
        assertEquals("PLATFORM_ERROR", (JsonParser.parse(replies[0]) as Json.Obj).errorCode(), "unexpected exception")
        assertEquals("METHOD_NOT_AVAILABLE", (JsonParser.parse(replies[1]) as Json.Obj).errorCode(), "host exception")
    }
}
