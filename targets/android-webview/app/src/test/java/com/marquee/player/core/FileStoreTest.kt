package com.marquee.player.core

import java.io.File

private val HOSTILE_NAMES = listOf(
    "../../etc/passwd", "a/b", "/abs", "..\\x", "a\\b", "a\u0000b", "", ".", "..", "a b", "clip.mp4\n",
    "ü.mp4", "C:clip", "%2e%2e", "x".repeat(256),
)

private fun Harness.allFiles(): List<String> =
    filesDir.parentFile.walkTopDown().filter { it.isFile }.map { it.relativeTo(filesDir.parentFile).path }.toList()

fun fileStoreTests() = suite {
    test("files.hostileNamesRefused") {
        val served = mapOf("https://cdn/a" to "bytes".toByteArray())
        val harness = newRouter(served)
        for (name in HOSTILE_NAMES) {
            val thrown = assertThrows<HostException>("sanitize ${Json.of(name).encode()}") { FileStore.sanitizeName(name) }
            assertEquals(HostErrorCode.PLATFORM_ERROR, thrown.code, "code")
            val args = Json.obj("url" to Json.of("https://cdn/a"), "name" to Json.of(name)).encode()
            val reply = harness.call(request("files.download", args))
            assertEquals("PLATFORM_ERROR", reply.errorCode(), "download as ${Json.of(name).encode()}")
            val deleteReply = harness.call(request("files.delete", Json.obj("name" to Json.of(name)).encode()))
            assertEquals("PLATFORM_ERROR", deleteReply.errorCode(), "delete ${Json.of(name).encode()}")
        }
        assertEquals(emptyList<String>(), harness.downloader.opened, "nothing downloaded")
        assertEquals(emptyList<String>(), harness.allFiles(), "nothing written")
    }

    test("files.plainNamesAccepted") {
        for (name in listOf("clip-01.mp4", "a.b_c", "3f9c2a71.jpg", ".hidden", "x".repeat(255), "...")) {
            assertEquals(name, FileStore.sanitizeName(name), "name")
        }
    }

    test("files.nullChecksumDownloads") {
        val bytes = "poster".toByteArray()
        val harness = newRouter(mapOf("https://cdn/p.png" to bytes))
        for (args in listOf(
            """{"url":"https://cdn/p.png","name":"p.png","checksum":null}""",
            """{"url":"https://cdn/p.png","name":"p.png"}""",
        )) {
            val replies = harness.send(request("files.download", args))
            val reply = JsonParser.parse(replies.last()) as Json.Obj
            check(reply.isOk()) { "download failed: ${replies.last()}" }
            val value = reply["value"] as Json.Obj
            assertEquals(Json.of(sha256Hex(bytes)), value["checksum"], "checksum is the actual sha256")
            for (text in replies) check(!text.contains("\"null\"")) { "reply holds the string \"null\": $text" }
        }
        assertEquals(listOf("marquee-files/p.png", "marquee-work/meta/p.png"), harness.allFiles().sorted(), "files")
        val meta = File(harness.workDir, "meta/p.png").readText()
        check(!meta.contains("null")) { "metadata holds null: $meta" }
        check(File(harness.filesDir, "p.png").readBytes().contentEquals(bytes)) { "content" }
    }

    test("files.checksumMismatchFailsAndKeepsTheOldFile") {
        val served = mutableMapOf("https://cdn/v.mp4" to "version 1".toByteArray())
        val harness = newRouter(served)
        val first = harness.call(request("files.download", """{"url":"https://cdn/v.mp4","name":"v.mp4","checksum":"${sha256Hex(served.getValue("https://cdn/v.mp4")).uppercase()}"}"""))
        check(first.isOk()) { "first download (upper-case checksum) failed: ${first.encode()}" }
        served["https://cdn/v.mp4"] = "tampered".toByteArray()
        val second = harness.call(request("files.download", """{"url":"https://cdn/v.mp4","name":"v.mp4","checksum":"${"0".repeat(64)}"}"""))
        assertEquals("CHECKSUM_MISMATCH", second.errorCode(), "code")
        assertEquals("version 1", File(harness.filesDir, "v.mp4").readText(), "old content kept")
        assertEquals(emptyList<String>(), File(harness.workDir, "tmp").list()!!.toList(), "temp files left")
    }

    test("files.progressThenAtomicReplace") {
        val big = ByteArray(200_000) { (it % 251).toByte() }
        val harness = newRouter(mapOf("https://cdn/big" to big))
        File(harness.filesDir, "big").writeText("old")
        val replies = harness.send(request("files.download", """{"url":"https://cdn/big","name":"big","checksum":"${sha256Hex(big)}"}"""))
        val progress = replies.dropLast(1).map { ((JsonParser.parse(it) as Json.Obj)["progress"] as Json.Obj) }
        check(progress.size >= 3) { "expected progress messages, got ${replies.size - 1}" }
        val loaded = progress.map { (it["loadedBytes"] as Json.Num).toLongOrNull()!! }
        check(loaded == loaded.sorted() && loaded.last() == 200_000L) { "loaded: $loaded" }
        check(progress.all { it["totalBytes"] == Json.of(200_000) }) { "totals: $progress" }
        check((JsonParser.parse(replies.last()) as Json.Obj).isOk()) { "final: ${replies.last()}" }
        check(File(harness.filesDir, "big").readBytes().contentEquals(big)) { "replaced content" }
    }

    test("files.listAndDelete") {
        val harness = newRouter(mapOf("https://cdn/a" to byteArrayOf(1, 2), "https://cdn/b" to byteArrayOf(3)), MapDownloader(mapOf("https://cdn/a" to byteArrayOf(1, 2), "https://cdn/b" to byteArrayOf(3)), sendLength = false))
        harness.call(request("files.download", """{"url":"https://cdn/a","name":"a"}"""))
        harness.call(request("files.download", """{"url":"https://cdn/b","name":"b"}"""))
        val listed = (harness.call(request("files.list"))["value"] as Json.Arr).items.map { it as Json.Obj }
        assertEquals(listOf("a", "b"), listed.map { (it["name"] as Json.Str).value }, "names")
        assertEquals(Json.of("https://appassets.androidplatform.net/files/marquee-files/a"), listed[0]["url"], "served url")
        assertEquals(Json.of(2), listed[0]["sizeBytes"], "size")
        check(harness.call(request("files.delete", """{"name":"never-kept"}""")).isOk()) { "unknown name" }
        check(harness.call(request("files.delete", """{"name":"a"}""")).isOk()) { "delete a" }
        assertEquals(listOf("b"), harness.store.list().map { it.name }, "after delete")
        val free = harness.call(request("files.freeSpace"))["value"] as Json.Num
        check(free.toLongOrNull()!! > 0) { "free space $free" }
    }

    test("files.networkAndDiskErrors") {
        val harness = newRouter()
        assertEquals("NETWORK_ERROR", harness.call(request("files.download", """{"url":"https://cdn/missing","name":"m"}""")).errorCode(), "404")
        val root = tempDir()
        val broken = FileStore(File(root, "f"), File(root, "w"), { DownloadBody(BrokenStream(100_000), 200_000) })
        val cut = assertThrows<HostException>("broken stream") { broken.download("https://cdn/x", "x", null) { _, _ -> } }
        assertEquals(HostErrorCode.NETWORK_ERROR, cut.code, "broken stream code")
        assertEquals(emptyList<String>(), File(root, "w/tmp").list()!!.toList(), "temp left after a broken download")
        assertEquals(emptyList<String>(), File(root, "f").list()!!.toList(), "file after a broken download")
        val huge = FileStore(File(root, "f"), File(root, "w"), { DownloadBody(BrokenStream(0), Long.MAX_VALUE / 2) })
        assertEquals(HostErrorCode.DISK_FULL, assertThrows<HostException>("huge") { huge.download("https://cdn/x", "x", null) { _, _ -> } }.code, "huge code")
        for (url in listOf("file:///etc/passwd", "content://settings/secure", "javascript:1", "ftp://x/y", "https://", "http:/x")) {
            val reply = harness.call(request("files.download", Json.obj("url" to Json.of(url), "name" to Json.of("x")).encode()))
            assertEquals("PLATFORM_ERROR", reply.errorCode(), "url $url")
        }
        assertEquals(listOf("https://cdn/missing"), harness.downloader.opened, "only the http URL was opened")
    }
}
