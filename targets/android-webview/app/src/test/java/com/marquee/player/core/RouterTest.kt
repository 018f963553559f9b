package com.marquee.player.core

/** README's method table, in its order: the bridge must answer exactly these. */
private val README_METHODS = listOf(
    "getInfo", "power.reboot", "power.displayOn", "power.displayOff", "power.isDisplayOn",
    "kiosk.enable", "kiosk.disable", "kiosk.isEnabled", "permissions.check", "permissions.request",
    "getLocation", "files.download", "files.list", "files.delete", "files.freeSpace", "state.get",
    "state.set", "state.remove", "state.keys", "fetch", "screen.capture", "volume.getVolume",
    "volume.setVolume", "orientation.getRotation", "orientation.setRotation",
    "heartbeat",
)

fun routerTests() = suite {
    test("router.exposesOnlyReadmeMethods") {
        assertEquals(README_METHODS, newRouter().router.methods, "methods")
    }

    test("router.deviceAndState") {
        val harness = newRouter()
        val info = harness.call(request("getInfo"))["value"] as Json.Obj
        assertEquals(
            """{"apiVersion":1,"deviceId":"android-1","model":"Philips 10BDL4151T","osVersion":"Android 11 (API 30)","screen":{"width":1920,"height":1080},"capabilities":["kiosk-mode"]}""",
            info.encode(),
            "getInfo without serial",
        )
        assertEquals(Json.of("prompt"), harness.call(request("permissions.check", """{"name":"android.permission.CAMERA"}"""))["value"], "check")
        assertEquals(Json.of("granted"), harness.call(request("permissions.request", """{"name":"android.permission.CAMERA"}"""))["value"], "request")
        harness.call(request("power.displayOff"))
        assertEquals(Json.of(false), harness.call(request("power.isDisplayOn"))["value"], "display")
        harness.call(request("state.set", """{"key":"schedule","json":"{\"a\":[1,\"é\"]}"}"""))
        assertEquals(Json.of("{\"a\":[1,\"é\"]}"), harness.call(request("state.get", """{"key":"schedule"}"""))["value"], "state.get")
        assertEquals(Json.Null, harness.call(request("state.get", """{"key":"missing"}"""))["value"], "missing key")
        assertEquals(Json.strings(listOf("schedule")), harness.call(request("state.keys"))["value"], "keys")
        harness.call(request("state.remove", """{"key":"schedule"}"""))
        assertEquals(Json.strings(emptyList()), harness.call(request("state.keys"))["value"], "keys after remove")
        val fix = harness.call(request("getLocation"))["value"] as Json.Obj
        assertEquals("""{"latitude":48.2082,"longitude":16.3738,"accuracyM":12}""", fix.encode(), "location")
    }

    test("router.fetchDropsForbiddenHeaders") {
        val harness = newRouter()
        val headers = listOf(
            "Cookie" to "a=b", "Host" to "evil.com", "Connection" to "close", "Transfer-Encoding" to "chunked",
            "Proxy-Authorization" to "x", "Sec-Fetch-Site" to "none", "Content-Length" to "1",
            "Authorization" to "Bearer device-token", "Content-Type" to "application/json", "X-Marquee" to "1",
        )
        val args = Json.obj(
            "url" to Json.of("https://signage.example.com/graphql"),
            "method" to Json.of("post"),
            "headers" to Json.arr(headers.map { (n, v) -> Json.strings(listOf(n, v)) }),
            "bodyBase64" to Json.of(Base64Codec.encode("{\"q\":1}".toByteArray())),
        )
        val reply = harness.call(request("fetch", args.encode()))
        check(reply.isOk()) { "fetch failed: ${reply.encode()}" }
        val sent = harness.http.requests.single()
        assertEquals("POST", sent.method, "method")
        assertEquals(listOf("Authorization", "Content-Type", "X-Marquee"), sent.headers.map { it.first }, "headers sent")
        assertEquals("{\"q\":1}", String(sent.body!!), "body")
        val value = reply["value"] as Json.Obj
        assertEquals("""[["Content-Type","text/plain"]]""", value["headers"]!!.encode(), "response headers without Set-Cookie")
        assertEquals(Json.of(Base64Codec.encode("{\"q\":1}".toByteArray())), value["bodyBase64"], "body back")
        harness.call(request("fetch", """{"url":"https://x/","method":"GET","headers":[],"bodyBase64":""}"""))
        assertEquals(null, harness.http.requests.last().body, "GET has no body")
    }

    test("router.fetchRefusesWhatABrowserWould") {
        val harness = newRouter()
        val refused = listOf(
            """{"url":"file:///data/data/com.marquee.player/shared_prefs/marquee.xml"}""" to "PLATFORM_ERROR",
            """{"url":"content://settings/secure"}""" to "PLATFORM_ERROR",
            """{"url":"javascript:alert(1)"}""" to "PLATFORM_ERROR",
            """{"url":"https://x/","method":"TRACE"}""" to "PERMISSION_DENIED",
            """{"url":"https://x/","method":"connect"}""" to "PERMISSION_DENIED",
            """{"url":"https://x/","method":"GET /admin HTTP/1.1"}""" to "PLATFORM_ERROR",
            """{"url":"https://x/","headers":[["X-A","b\r\nHost: evil.com"]]}""" to "PLATFORM_ERROR",
            """{"url":"https://x/","headers":[["Bad Name","b"]]}""" to "PLATFORM_ERROR",
            """{"url":"https://x/","method":"POST","bodyBase64":"not base64!"}""" to "PLATFORM_ERROR",
        )
        for ((args, code) in refused) assertEquals(code, harness.call(request("fetch", args)).errorCode(), "code for $args")
        assertEquals(0, harness.http.requests.size, "requests made")
        val failing = MethodRouter(FakeDevice(), harness.store, MemoryStore(), http = { throw java.io.IOException("unreachable") })
        val thrown = assertThrows<HostException>("network") {
            failing.route(BridgeRequest("r1", "fetch", RequestArgs(Json.obj("url" to Json.of("https://x/"))))) { _, _ -> }
        }
        assertEquals(HostErrorCode.NETWORK_ERROR, thrown.code, "network code")
    }
}
