package com.marquee.player.core

/**
 * The protocol's methods and nothing else: each name of README's method table maps to one
 * handler that checks its args and calls the device, the file store, the state store or the HTTP
 * stack. A name outside the table (including the sleep/wake and video methods Android does not
 * offer) is METHOD_NOT_AVAILABLE, whatever the classes behind the router could do.
 */
class MethodRouter(
    private val device: DevicePlatform,
    private val files: FileStore,
    private val state: KeyValueStore,
    private val http: HttpTransport,
    /** The page's heartbeat (the shell's watchdog, [HeartbeatWatchdog]); called on a bridge worker. */
    private val onHeartbeat: () -> Unit = {},
) {
    private fun interface Handler {
        fun run(args: RequestArgs, progress: DownloadProgress): Json
    }

    private val handlers: Map<String, Handler> = linkedMapOf(
        "getInfo" to Handler { _, _ -> infoJson(device.info()) },
        "power.reboot" to Handler { _, _ -> device.reboot().let { Json.Null } },
        "power.displayOn" to Handler { _, _ -> device.setDisplayOn(true).let { Json.Null } },
        "power.displayOff" to Handler { _, _ -> device.setDisplayOn(false).let { Json.Null } },
        "power.isDisplayOn" to Handler { _, _ -> Json.of(device.isDisplayOn()) },
        "kiosk.enable" to Handler { _, _ -> device.setKioskEnabled(true).let { Json.Null } },
        "kiosk.disable" to Handler { _, _ -> device.setKioskEnabled(false).let { Json.Null } },
        "kiosk.isEnabled" to Handler { _, _ -> Json.of(device.isKioskEnabled()) },
        "permissions.check" to Handler { args, _ -> Json.of(device.checkPermission(permissionName(args)).wire) },
        "permissions.request" to Handler { args, _ -> Json.of(device.requestPermission(permissionName(args)).wire) },
        "getLocation" to Handler { _, _ -> locationJson(device.location()) },
        "files.download" to Handler { args, progress ->
            files.download(args.string("url"), args.string("name"), args.optionalString("checksum"), progress).toJson()
        },
        "files.list" to Handler { _, _ -> Json.arr(files.list().map { it.toJson() }) },
        "files.delete" to Handler { args, _ -> files.delete(args.string("name")).let { Json.Null } },
        "files.freeSpace" to Handler { _, _ -> Json.of(files.freeSpace()) },
        "state.get" to Handler { args, _ -> Json.of(state.get(args.string("key"))) },
        "state.set" to Handler { args, _ -> state.set(args.string("key"), args.string("json")).let { Json.Null } },
        "state.remove" to Handler { args, _ -> state.remove(args.string("key")).let { Json.Null } },
        "state.keys" to Handler { _, _ -> Json.strings(state.keys()) },
        "fetch" to Handler { args, _ -> nativeFetch(args) },
        "screen.capture" to Handler { _, _ -> screenshotJson(device.captureScreen()) },
        "volume.getVolume" to Handler { _, _ -> Json.of(device.volume()) },
        "volume.setVolume" to Handler { args, _ -> device.setVolume(volumeLevel(args)).let { Json.Null } },
        "orientation.getRotation" to Handler { _, _ -> Json.of(device.rotation()) },
        "orientation.setRotation" to Handler { args, _ -> device.setRotation(rotation(args)).let { Json.Null } },
        "heartbeat" to Handler { _, _ -> onHeartbeat().let { Json.Null } },
    )

    /** The method names the bridge answers, in README order. */
    val methods: List<String> get() = handlers.keys.toList()

    /** Runs [request]; throws [HostException] for refusals and failures the page should see by code. */
    fun route(request: BridgeRequest, progress: DownloadProgress): Json {
        val handler = handlers[request.method]
            ?: throw HostException(
                HostErrorCode.METHOD_NOT_AVAILABLE,
                "Unknown method ${Json.of(request.method.take(80)).encode()}",
            )
        return handler.run(request.args, progress)
    }

    private fun permissionName(args: RequestArgs): String = args.string("name").also {
        if (!PERMISSION_NAME.matches(it)) throw invalidArgument("Not a permission name: ${Json.of(it.take(80)).encode()}")
    }

    /** A whole number 0-100, as every HostAPI accepts it; 35.0 is fine, 12.5 is not. */
    private fun volumeLevel(args: RequestArgs): Int {
        val level = (args.json["level"] as? Json.Num)?.toLongOrNull()
        if (level == null || level !in 0L..100L) {
            throw HostException(HostErrorCode.INVALID_ARGUMENT, "Volume must be a whole number from 0 to 100")
        }
        return level.toInt()
    }

    private fun rotation(args: RequestArgs): Int {
        val degrees = (args.json["degrees"] as? Json.Num)?.toLongOrNull()
        if (degrees == null || degrees !in ROTATIONS) {
            throw HostException(HostErrorCode.INVALID_ARGUMENT, "Rotation must be 0, 90, 180 or 270")
        }
        return degrees.toInt()
    }

    private fun screenshotJson(image: ScreenImage): Json = Json.obj(
        "mimeType" to Json.of(image.mimeType),
        "base64" to Json.of(Base64Codec.encode(image.bytes)),
        "width" to Json.of(image.width),
        "height" to Json.of(image.height),
    )

    private fun nativeFetch(args: RequestArgs): Json {
        val url = args.string("url")
        HttpRules.requireHttpUrl(url)
        val method = HttpRules.requireAllowedMethod(args.optionalString("method") ?: "GET")
        val headers = HttpRules.requestHeaders(args.stringPairs("headers"))
        val body = try {
            Base64Codec.decode(args.optionalString("bodyBase64") ?: "")
        } catch (e: IllegalArgumentException) {
            throw invalidArgument("args.bodyBase64 is not base64: ${e.message}")
        }
        val request = HttpRequest(url, method, headers, if (method == "GET" || method == "HEAD") null else body)
        val response = try {
            http.execute(request)
        } catch (e: java.io.IOException) {
            throw HostException(HostErrorCode.NETWORK_ERROR, "fetch $url failed: $e", e)
        }
        return Json.obj(
            "status" to Json.of(response.status),
            "statusText" to Json.of(response.statusText),
            "headers" to Json.arr(HttpRules.responseHeaders(response.headers).map { (n, v) -> Json.strings(listOf(n, v)) }),
            "bodyBase64" to Json.of(Base64Codec.encode(response.body)),
        )
    }

    private fun infoJson(info: DeviceInfo): Json {
        val fields = linkedMapOf<String, Json>(
            "apiVersion" to Json.of(BridgeProtocol.VERSION),
            "deviceId" to Json.of(info.deviceId),
            "model" to Json.of(info.model),
        )
        // serial is optional in AndroidInfo: absent, not null, when the box does not tell it.
        info.serial?.let { fields["serial"] = Json.of(it) }
        fields["osVersion"] = Json.of(info.osVersion)
        fields["screen"] = Json.obj("width" to Json.of(info.screenWidth), "height" to Json.of(info.screenHeight))
        fields["capabilities"] = Json.strings(info.capabilities)
        return Json.Obj(fields)
    }

    private fun locationJson(fix: GeoFix): Json = Json.obj(
        "latitude" to Json.of(fix.latitude),
        "longitude" to Json.of(fix.longitude),
        "accuracyM" to Json.of(fix.accuracyM),
    )

    private companion object {
        val PERMISSION_NAME = Regex("[A-Za-z0-9_.]{1,200}")
        val ROTATIONS = listOf(0L, 90L, 180L, 270L)
    }
}
